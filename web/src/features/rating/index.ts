/** The rating feature: the rate panel and daily motivation (home), the results screen; its history lives in ./history. */
export { RatePanel } from './components/rate-panel';
export { MotivationCard } from './components/motivation-card';
export { ResultsPage, type ResultExtras } from './components/results-page';
