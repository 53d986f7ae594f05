/**
 * The install feature's always-loaded part (in the main bundle): the captured
 * install offer, the floating prompt, the offline indicator and the service
 * worker registration. The install page itself is in ./index (lazy).
 */
export { InstallPrompt } from './components/install-prompt';
export { OfflineIndicator } from './components/offline-indicator';
export { captureInstallPrompt, useInstallState, promptInstall, isStandalone } from './model/install-state';
export { registerServiceWorker } from './service-worker';
