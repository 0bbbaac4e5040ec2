import { ApolloLink, Observable } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { i18n } from '../lib/i18n';
import { isOffline, setServerUnreachable } from './connectivity';
import { restoreSaved, saveSoon } from './savedAnswers';

let restoring: Promise<boolean> | undefined;
/** The saved answers, put back the first time the server turns out to be unreachable. */
const restoredOnce = (cache: Parameters<typeof restoreSaved>[0]) => (restoring ??= restoreSaved(cache));

/** The error of a change asked for offline: it is refused, never queued and silently lost. */
export class OfflineError extends Error {}

const isNetworkFailure = (error: unknown) => error instanceof TypeError || (error as { name?: string })?.name === 'TypeError';

/**
 * Between the app and the network: offline, questions are answered from what the app saw before
 * (the cache, restored from IndexedDB when the app started offline) and changes are refused with a
 * sentence that says why; online, every answer is saved for later (savedAnswers.ts). When the
 * server cannot be reached although the browser says it is online, the app goes offline the same way.
 */
export const offlineLink = new ApolloLink((operation, forward) => {
  const { client } = operation;
  const fromCache = () => client.cache.readQuery({ query: operation.query, variables: operation.variables });
  const refuseChange = () =>
    new Observable<ApolloLink.Result>((observer) => observer.error(new OfflineError(i18n.t('offline:changeRefused'))));

  if (isOffline()) {
    if (operation.operationType === OperationTypeNode.MUTATION) return refuseChange();
    if (operation.operationType === OperationTypeNode.SUBSCRIPTION) return new Observable(() => undefined);
    const saved = fromCache();
    return new Observable((observer) => {
      if (saved) {
        observer.next({ data: saved });
        observer.complete();
      } else {
        observer.error(new OfflineError(i18n.t('offline:notSaved')));
      }
    });
  }

  return new Observable<ApolloLink.Result>((observer) => {
    const subscription = forward(operation).subscribe({
      next: (result) => {
        setServerUnreachable(false);
        observer.next(result);
        if (operation.operationType !== OperationTypeNode.SUBSCRIPTION) saveSoon(client.cache);
      },
      error: (error: unknown) => {
        if (!isNetworkFailure(error)) return observer.error(error);
        // The server did not answer: offline from here on (until it answers /healthz again).
        setServerUnreachable(true);
        if (operation.operationType !== OperationTypeNode.QUERY) return observer.error(new OfflineError(i18n.t('offline:changeRefused')));
        void restoredOnce(client.cache).then(() => {
          const saved = fromCache();
          if (saved) {
            observer.next({ data: saved });
            observer.complete();
          } else {
            observer.error(new OfflineError(i18n.t('offline:notSaved')));
          }
        });
      },
      complete: () => observer.complete(),
    });
    return () => subscription.unsubscribe();
  });
});
