import { gedcomDate } from '../../../../shared/dates/index.ts';
import { isLiving } from '../../policies/living.ts';
import type { TreeFacts } from '../family/index.ts';
import type { NotSamePair, SnapshotPerson, TreeSnapshot } from './rules/index.ts';

/** A stored date's text read back as the app reads it; null for none. */
const dated = (text: string | null) => (text ? gedcomDate(text) : null);

/**
 * The rules' snapshot of a tree from the family module's rows, on `today` (YYYY-MM-DD): dates read
 * as the app reads them, "living" by the app's own rule with the tree's living years, and the pairs
 * its editors said are not one person.
 */
export function snapshotOf(facts: TreeFacts, today: string, notSame: readonly NotSamePair[]): TreeSnapshot {
  const day = new Date(`${today}T12:00:00Z`);
  const people = facts.people.map(
    (row): SnapshotPerson => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      gender: row.gender,
      birth: dated(row.birth_date),
      death: dated(row.death_date),
      birthPlace: row.birth_place,
      markedDeceased: !row.is_alive,
      isLiving: isLiving({ isAlive: row.is_alive, birthLatest: row.birth_latest, deathDate: row.death_date }, facts.livingYears, day),
    }),
  );
  return {
    today,
    people,
    parents: facts.parents.map((p) => ({ childId: p.child_id, parentId: p.parent_id, pedigree: p.pedigree })),
    partners: facts.partners.map((p) => ({ personA: p.person_a, personB: p.person_b, kind: p.partner_kind, marriage: dated(p.start_value) })),
    notSame,
  };
}
