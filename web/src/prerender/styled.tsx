import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { DrawnMarkup } from '../../../shared/boot/index.ts';

export type { DrawnMarkup };

/** `page` rendered to markup, with the styles (Emotion's, MUI's) that markup uses. */
export function drawnWithStyles(page: ReactNode): DrawnMarkup {
  const cache = createCache({ key: 'css' });
  const server = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{page}</CacheProvider>);
  return { html, styles: server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html)) };
}
