export { ClosetPage } from './components/closet-page';
