export { AdminPage } from './components/AdminPage';
export { AdminPanelCard } from './components/AdminPanelCard';
