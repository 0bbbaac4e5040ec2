import { useCallback } from 'react';
import { useQuery } from '@apollo/client/react';
import { i18n } from '../../../lib/i18n';
import { CurrentUserDocument } from '../../../session/currentUser';

interface Named {
  matchedUser: { id: string; displayName: string };
  matchedPerson?: { fullName: string } | null;
}

/**
 * Who a match is: the other kit's uploader, and the person it is of when the viewer sees them
 * ("Pedro Rivera (uploaded by Tomás Rivera)"); the viewer's own other kit is said to be theirs.
 */
export function matchName(match: Named, viewerId?: string | null): string {
  const user = match.matchedUser.displayName;
  const person = match.matchedPerson?.fullName;
  if (viewerId && match.matchedUser.id === viewerId) return person ? i18n.t('dna:match.uploadedByYou', { person }) : i18n.t('dna:match.yourOtherKit');
  return person && person !== user ? i18n.t('dna:match.nameWithPerson', { user, person }) : user;
}

/** matchName, knowing who the viewer is (from the signed-in user the app already holds). */
export function useMatchName(): (match: Named) => string {
  // The app shell has asked who is signed in already: read from the cache, never asked again here.
  const viewerId = useQuery(CurrentUserDocument, { fetchPolicy: 'cache-only' }).data?.me?.id ?? null;
  return useCallback((match: Named) => matchName(match, viewerId), [viewerId]);
}
