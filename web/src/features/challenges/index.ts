export { ChallengesPage } from './components/challenges-page';
