import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from '../../offline/updates';

/**
 * Registers the service worker (web/src/sw.ts), which makes the app installable and readable
 * offline. A new version waits: the page offers to reload into it (UpdatePrompt), and the next
 * visit starts with it anyway.
 */
export function registerServiceWorker(): void {
  const update = registerSW({
    onNeedRefresh: () => offerUpdate(() => void update(true)),
  });
}
