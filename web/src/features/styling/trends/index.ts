/** Fashion trends: the /trends page and the home Trends tab. */
export { TrendsPage } from './components/trends-page';
export { HomeTrendsTab } from './components/home-trends-tab';
