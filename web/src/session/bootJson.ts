import { BOOT_DATA_ID, type BootData } from '../../../shared/boot/index.ts';

let read: BootData | null | undefined;

/** The page's document, or none where there is no page (the server rendering the landing page ahead). */
const pageDocument = (): Pick<Document, 'getElementById'> | undefined => (typeof document === 'undefined' ? undefined : document);

/**
 * What the server wrote into the page (shared/boot): who is signed in and, for a signed-out
 * visitor, the landing page's sign-in options. Read once; null for a page without it (the
 * service worker's offline copy of the app, or an answer the server could not give).
 */
export function bootJson(page: Pick<Document, 'getElementById'> | undefined = pageDocument()): BootData | null {
  if (read !== undefined && page === pageDocument()) return read;
  let data: BootData | null = null;
  try {
    const text = page?.getElementById(BOOT_DATA_ID)?.textContent;
    if (text) data = JSON.parse(text) as BootData;
  } catch {
    data = null;
  }
  if (page === pageDocument()) read = data;
  return data;
}

/** Gives the boot data outright, where there is no page to read it from (rendering on the server). */
export function primeBootJson(data: BootData): void {
  read = data;
}
