/** The rating feature: the rate panel and daily motivation (home), the results screen, and pieces other screens reuse. */
export { RatePanel } from './components/RatePanel';
export { MotivationCard } from './components/MotivationCard';
export { ResultsPage, type ResultExtras } from './components/ResultsPage';
export { ComponentBreakdown } from './components/ComponentBreakdown';
export { shareCard, downloadCard } from './share';
export { deleteRating } from './api/ratings.api';
export { scoreOf, emojiOf } from './model/result';
