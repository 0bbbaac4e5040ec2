import { i18n } from '../../../lib/i18n';

/** Who a match is: the other kit's uploader, and the person it is of when the viewer sees them ("Tomás Rivera, as Pedro Rivera"). */
export function matchName(match: { matchedUser: { displayName: string }; matchedPerson?: { fullName: string } | null }): string {
  const user = match.matchedUser.displayName;
  const person = match.matchedPerson?.fullName;
  return person && person !== user ? i18n.t('dna:match.nameWithPerson', { user, person }) : user;
}
