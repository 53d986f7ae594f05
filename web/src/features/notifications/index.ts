export { NotificationBell } from './components/NotificationBell';
export { PushSettingsCard } from './components/PushSettingsCard';
