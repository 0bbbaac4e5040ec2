/** The name an export's file gets: the tree's name in plain letters, `.ged` (or `.zip` with photos). */
export function exportFileName(treeName: string, withMedia: boolean): string {
  const base = treeName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\w]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'family-tree'}.${withMedia ? 'zip' : 'ged'}`;
}

/** How a finished export is sent: a download, never shown in the browser. */
export const exportContentType = (fileName: string) => (fileName.endsWith('.zip') ? 'application/zip' : 'text/plain; charset=utf-8');
