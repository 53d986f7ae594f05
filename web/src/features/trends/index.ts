/** Fashion trends (issue 15): the /trends page and the home Trends tab. */
export { TrendsPage } from './components/TrendsPage';
export { HomeTrendsTab } from './components/HomeTrendsTab';
