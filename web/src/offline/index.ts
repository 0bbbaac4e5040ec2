export { isOffline, setServerUnreachable, useOffline } from './connectivity';
export { restoreSaved, forgetSaved } from './savedAnswers';
export { forgetOnSignOut } from './forgetOnSignOut';
export { offlineLink, OfflineError } from './offlineLink';
export { offerUpdate, dismissUpdate, useUpdate } from './updates';
