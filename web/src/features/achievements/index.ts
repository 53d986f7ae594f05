export { AchievementsPage } from './components/AchievementsPage';
export { AchievementBadges } from './components/AchievementBadges';
