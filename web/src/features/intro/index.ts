export { IntroPage } from './components/intro-page';
