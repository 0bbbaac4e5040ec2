import { gedcomDate } from '../../../../../../shared/dates/index.ts';
import type { Gender } from '../../../../../../shared/people/index.ts';
import { isLiving } from '../../../../policies/living.ts';
import type { PartnerKind, Pedigree } from '../../../family/relationships/relationship.entity.ts';
import type { NotSamePair, SnapshotPerson, TreeSnapshot } from '../tree-snapshot.ts';

// Small trees written by hand for the rules' tests: dates as people write them (GEDCOM text, read
// by the app's own reader), and "living" worked out by the app's own rule.

/** A person as a test writes them; everything but the id may be left out. */
export interface PersonFacts {
  firstName?: string;
  lastName?: string;
  gender?: Gender | null;
  birth?: string;
  death?: string;
  birthPlace?: string;
  markedDeceased?: boolean;
}

/** A tree as a test writes it. */
export interface MadeTree {
  today: string;
  /** The tree's living years (110 unless said), for each person's `isLiving`. */
  livingYears?: number;
  people: Record<string, PersonFacts>;
  /** [child, parent, pedigree]. */
  parents?: [string, string, Pedigree?][];
  /** [partner, partner, marriage date, kind (married unless said)]. */
  partners?: [string, string, string?, PartnerKind?][];
  notSame?: NotSamePair[];
}

/** A date as written, read as the app reads a stored date; null for none. */
export const dated = (text: string | undefined) => (text ? gedcomDate(text) : null);

/** A person of a made tree, `isLiving` as the app would count them on `today`. */
export function madePerson(id: string, facts: PersonFacts, today: string, livingYears = 110): SnapshotPerson {
  const birth = dated(facts.birth);
  const death = dated(facts.death);
  const markedDeceased = facts.markedDeceased ?? false;
  return {
    id,
    firstName: facts.firstName ?? id,
    lastName: facts.lastName ?? 'Doe',
    gender: facts.gender === undefined ? 'other' : facts.gender,
    birth,
    death,
    birthPlace: facts.birthPlace ?? null,
    markedDeceased,
    isLiving: isLiving({ isAlive: !markedDeceased, birthLatest: birth?.latest ?? null, deathDate: death?.value ?? null }, livingYears, new Date(`${today}T12:00:00Z`)),
  };
}

/** The snapshot of a made tree. */
export function madeTree(tree: MadeTree): TreeSnapshot {
  return {
    today: tree.today,
    people: Object.entries(tree.people).map(([id, facts]) => madePerson(id, facts, tree.today, tree.livingYears)),
    parents: (tree.parents ?? []).map(([childId, parentId, pedigree]) => ({ childId, parentId, pedigree: pedigree ?? null })),
    partners: (tree.partners ?? []).map(([personA, personB, marriage, kind]) => ({ personA, personB, kind: kind ?? 'married', marriage: dated(marriage) })),
    notSame: tree.notSame,
  };
}
