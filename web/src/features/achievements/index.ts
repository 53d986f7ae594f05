export { AchievementsPage } from './components/achievements-page';
export { AchievementBadges } from './components/achievement-badges';
