import { formatDate, shortYears } from '../../../../../shared/dates/index.ts';
import { requestLanguage, t } from '../../../i18n.ts';
import { isPersonOf } from '../../../policies/family-member.policy.ts';
import { detailsHidden } from '../../../policies/living.ts';
import { fileUrl } from '../../files/index.ts';
import type { TreeGrant } from '../../trees/index.ts';

/** What a one-line mention of a person is made of, read from their row (a search result, a link). */
export interface PersonFacts {
  firstName: string;
  lastName: string;
  birthDate: string | null;
  birthLatest: string | null;
  deathDate: string | null;
  isAlive: boolean;
  linkedUserId: string | null;
  linkConfirmed: boolean;
  profilePicture: string | null;
}

export interface PersonSummary {
  name: string;
  /** "1921 – 2003", "c. 1850 – 1921", "Born 3 March 1950"; null when unknown or hidden from the viewer. */
  lifeSpan: string | null;
  /** Their photo's address, when the viewer may see it. */
  pictureUrl: string | null;
}

/**
 * A person in one line, as the viewer may see them: a living person's dates and photo are left out
 * where the viewer's grant hides them (policies/living.ts), as on the tree itself.
 */
export function presentPersonSummary(person: PersonFacts, grant: TreeGrant, viewerId: string): PersonSummary {
  const hidden = detailsHidden(grant, person, isPersonOf(viewerId, person));
  return {
    name: `${person.firstName} ${person.lastName}`.trim(),
    lifeSpan: hidden ? null : lifeSpanOf(person),
    pictureUrl: hidden ? null : fileUrl(person.profilePicture),
  };
}

function lifeSpanOf(person: PersonFacts): string | null {
  if (!person.isAlive || person.deathDate) {
    const born = shortYears(person.birthDate, requestLanguage());
    const died = shortYears(person.deathDate, requestLanguage());
    return born || died ? `${born || '?'} – ${died || '?'}` : null;
  }
  return person.birthDate ? t('family:person.born', { date: formatDate(person.birthDate, requestLanguage()) }) : null;
}
