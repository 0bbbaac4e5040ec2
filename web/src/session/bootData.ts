import type { ApolloClient } from '@apollo/client';
import { BOOT_DATA_ID, type BootData } from '../../../shared/boot/index.ts';
import { CurrentUserDocument } from './currentUser';

/**
 * Puts what the server wrote into the page (who is signed in: shared/boot) into the cache, so the
 * app starts without asking for it. Returns whether it did; a page without it (or with something
 * unreadable) leaves the app to ask as usual.
 */
export function readBootData(client: ApolloClient, page: Pick<Document, 'getElementById'> = document): boolean {
  const text = page.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return false;
  try {
    const data = JSON.parse(text) as BootData;
    client.writeQuery({ query: CurrentUserDocument, data: data.currentUser as never });
    return true;
  } catch {
    return false;
  }
}
