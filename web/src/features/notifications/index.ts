export { NotificationBell } from './components/notification-bell';
export { PushSettingsCard } from './components/push-settings-card';
