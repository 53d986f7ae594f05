export { AdminPage } from './components/admin-page';
export { AdminPanelCard } from './components/admin-panel-card';
