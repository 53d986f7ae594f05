export { IntroPage } from './components/IntroPage';
