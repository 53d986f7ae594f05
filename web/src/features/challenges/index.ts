export { ChallengesPage } from './components/ChallengesPage';
