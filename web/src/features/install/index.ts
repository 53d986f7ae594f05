/** Lazy part of the install feature: the /install page and the profile card. */
export { InstallPage } from './components/InstallPage';
export { InstallCard } from './components/InstallCard';
