export { ClosetPage } from './components/ClosetPage';
