import { matchPath } from 'react-router-dom';

/** The page's address, as the More menu links to it: the viewer's kits. */
export const DNA_PATH = '/dna';

/** Heritage from the tree. */
export const HERITAGE_PATH = `${DNA_PATH}/heritage`;

/** A kit's matches. */
export const kitPath = (kitId: string) => `${DNA_PATH}/kits/${encodeURIComponent(kitId)}`;

/** A kit's agreements to match. */
export const kitAgreementsPath = (kitId: string) => `${kitPath(kitId)}/agreements`;

/**
 * A match's page: read from kit `fromKitId` when given (which of the viewer's kits, when both kits
 * of the pair are theirs), with a second match to triangulate with when one is chosen.
 */
export const matchPagePath = (matchId: string, withMatchId?: string | null, fromKitId?: string | null) => {
  const query = new URLSearchParams();
  if (fromKitId) query.set('kit', fromKitId);
  if (withMatchId) query.set('with', withMatchId);
  const search = query.toString();
  return `${DNA_PATH}/matches/${encodeURIComponent(matchId)}${search ? `?${search}` : ''}`;
};

/** What the address shows: one view of the page, so that a reload stays where it was. */
export type DnaView =
  | { view: 'kits' }
  | { view: 'heritage' }
  | { view: 'kit'; kitId: string; section: 'matches' | 'agreements' }
  | { view: 'match'; matchId: string }
  | { view: 'unknown' };

/** A segment of the address as it was before encoding (a malformed one as it stands). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Reads the view from a path below /dna. */
export function dnaViewAt(pathname: string): DnaView {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === DNA_PATH) return { view: 'kits' };
  if (path === HERITAGE_PATH) return { view: 'heritage' };
  const agreements = matchPath(`${DNA_PATH}/kits/:kitId/agreements`, path);
  if (agreements?.params.kitId) return { view: 'kit', kitId: decoded(agreements.params.kitId), section: 'agreements' };
  const kit = matchPath(`${DNA_PATH}/kits/:kitId`, path);
  if (kit?.params.kitId) return { view: 'kit', kitId: decoded(kit.params.kitId), section: 'matches' };
  const match = matchPath(`${DNA_PATH}/matches/:matchId`, path);
  if (match?.params.matchId) return { view: 'match', matchId: decoded(match.params.matchId) };
  return { view: 'unknown' };
}
