export { HistoryPage } from './components/HistoryPage';
