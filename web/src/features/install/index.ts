/** Lazy part of the install feature: the /install page and the profile card. */
export { InstallPage } from './components/install-page';
export { InstallCard } from './components/install-card';
