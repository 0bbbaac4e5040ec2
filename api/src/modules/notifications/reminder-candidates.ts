import type { EntityManager } from '@mikro-orm/postgresql';
import { inlined } from '../../policies/sql.ts';
import { readerSees, treeReaders } from '../../policies/tree-access.policy.ts';
import type { GrantRow } from '../trees/index.ts';

// Who might be reminded of whose birthday or anniversary in the coming days: every user with active
// access to a tree, for the living-looking people of it they see (within their branch, if limited),
// never the person themself. Whether the tree shows that person's dates to them is decided by the
// caller with the policies' living rules, as the family module's presenters decide it.

/** A person's facts that decide whether they count as living (policies/living.ts). */
export interface PersonFacts {
  id: string;
  firstName: string;
  lastName: string;
  isAlive: boolean;
  birthLatest: string | null;
  deathDate: string | null;
  /** The user the person is said to be, if any. */
  linkedUserId: string | null;
}

/** A user's grant in the tree, as `GrantRow`, with whom it belongs to. */
export interface CandidateGrant extends GrantRow {
  user_id: string;
}

export interface BirthdayCandidate {
  grant: CandidateGrant;
  person: PersonFacts;
  /** The exact birth day, `YYYY-MM-DD`. */
  born: string;
}

export interface AnniversaryCandidate {
  grant: CandidateGrant;
  relationshipId: string;
  partnerKind: string | null;
  /** When the partnership began, `YYYY-MM-DD`. */
  since: string;
  partners: [PersonFacts, PersonFacts];
}

const GRANT_COLUMNS = `a.user_id, a.tree_id, t.name as tree_name, a.id as access_id, a.role, a.branch_kind, t.show_living_details, t.living_years`;
const person = (m: string) =>
  `${m}.id as ${m}_id, ${m}.first_name as ${m}_first_name, ${m}.last_name as ${m}_last_name, ${m}.is_alive as ${m}_is_alive,
   ${m}.birth_latest::text as ${m}_birth_latest, ${m}.death_date as ${m}_death_date, ${m}.linked_user_id as ${m}_linked_user_id`;
/** The readers of the tree of row `x` (treeReaders), as access rows `a`. */
const readersOf = (x: string) => inlined(treeReaders('a', { sql: `${x}.tree_id` }));
/**
 * Not marked deceased, not surely born before the tree's living years (the parameter is today;
 * policies/living.ts has the last word), and not the user themself.
 */
const remindable = (m: string) =>
  `${m}.is_alive and ${m}.death_date is null and (${m}.birth_latest is null or ${m}.birth_latest >= ?::date - make_interval(years => t.living_years))
   and a.user_id is distinct from ${m}.linked_user_id and ${readerSees('a', `${m}.id`)}`;

type Row = Record<string, unknown>;
const grantOf = (r: Row): CandidateGrant => ({
  user_id: r.user_id as string,
  tree_id: r.tree_id as string,
  tree_name: r.tree_name as string,
  access_id: r.access_id as string,
  role: r.role as CandidateGrant['role'],
  branch_kind: r.branch_kind as CandidateGrant['branch_kind'],
  show_living_details: r.show_living_details as boolean,
  living_years: r.living_years as number,
});
const personOf = (r: Row, m: string): PersonFacts => ({
  id: r[`${m}_id`] as string,
  firstName: r[`${m}_first_name`] as string,
  lastName: r[`${m}_last_name`] as string,
  isAlive: r[`${m}_is_alive`] as boolean,
  birthLatest: (r[`${m}_birth_latest`] as string | null) ?? null,
  deathDate: (r[`${m}_death_date`] as string | null) ?? null,
  linkedUserId: (r[`${m}_linked_user_id`] as string | null) ?? null,
});

/** People born on one of `days` (`MM-DD`), exactly known, with each user who sees them (in a stable order). */
export async function birthdayCandidates(em: EntityManager, today: string, days: string[]): Promise<BirthdayCandidate[]> {
  const rows = await em.execute<Row[]>(
    `select ${GRANT_COLUMNS}, ${person('m')}, m.birth_earliest::text as born
     from family_members m
     join trees t on t.id = m.tree_id
     join tree_access a on ${readersOf('m')}
     where m.birth_earliest = m.birth_latest and to_char(m.birth_earliest, 'MM-DD') = any(?::text[]) and ${remindable('m')}
     order by m.id`,
    [`{${days.join(',')}}`, today],
  );
  return rows.map((r) => ({ grant: grantOf(r), person: personOf(r, 'm'), born: r.born as string }));
}

/** Couples together since one of `days` (`MM-DD`), with each user who sees both of them. */
export async function anniversaryCandidates(em: EntityManager, today: string, days: string[]): Promise<AnniversaryCandidate[]> {
  const rows = await em.execute<Row[]>(
    `select ${GRANT_COLUMNS}, ${person('f')}, ${person('g')}, r.id as relationship_id, r.partner_kind, r.start_date::text as since
     from family_relationships r
     join family_members f on f.id = r.from_id
     join family_members g on g.id = r.to_id
     join trees t on t.id = r.tree_id
     join tree_access a on ${readersOf('r')}
     where r.kind = 'partner' and r.end_date is null and coalesce(r.partner_kind, 'married') in ('married', 'partner')
       and to_char(r.start_date, 'MM-DD') = any(?::text[]) and ${remindable('f')} and ${remindable('g')}`,
    [`{${days.join(',')}}`, today, today],
  );
  return rows.map((r) => ({
    grant: grantOf(r),
    relationshipId: r.relationship_id as string,
    partnerKind: (r.partner_kind as string | null) ?? null,
    since: r.since as string,
    partners: [personOf(r, 'f'), personOf(r, 'g')],
  }));
}
