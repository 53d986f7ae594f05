export { ComingSoonPage, type ComingSoonFeature } from './components/ComingSoonPage';
