import type { EntityManager } from '@mikro-orm/postgresql';
import { dateFromIso } from '../../../../../shared/dates/index.ts';
import type { FamilyFields, PersonFields, PlannedGender, PlannedPartnerKind } from '../plan/types.ts';
import { recordFromText } from '../records/record-text.ts';
import { storedDate } from '../import/gedcom-date.ts';

/** A person of the tree, with what is kept of the record they were imported from, if any. */
export interface TreePerson {
  id: string;
  fields: PersonFields;
  /** They stand for a user's profile, which keeps their name and birth in step with it: no match by name. */
  mirrorsProfile: boolean;
  kept: { source: string; xref: string; uid: string | null; refn: string | null; position: number; record: string } | null;
}

export interface TreeFamily {
  id: string;
  source: string;
  xref: string;
  uid: string | null;
  partner1: string | null;
  partner2: string | null;
  children: string[];
  position: number;
  record: string;
}

export interface PartnerEdge {
  id: string;
  fields: FamilyFields;
}

/** What a merge compares a file with: the tree's people, kept families, edges and kept notes. */
export interface TreeState {
  people: TreePerson[];
  families: TreeFamily[];
  /** Partner edges by `smallerId:largerId`. */
  partners: Map<string, PartnerEdge>;
  /** Parent edges as `parentId:childId`. */
  parents: Set<string>;
  /** The kept NOTE / SNOTE records' text, by source and then xref, for people's notes. */
  notes: Map<string, Map<string, string>>;
}

const PEOPLE_SQL = `select m.id, m.first_name, m.last_name, m.other_names, m.gender, m.birth_date, m.birth_place,
    m.christening_date, m.christening_place, m.death_date, m.death_place, m.burial_date, m.burial_place,
    m.occupation, m.bio, m.is_alive, m.mirrors_profile, k.source, k.xref, k.uid, k.refn, k.position, k.record
  from family_members m left join gedcom_person_records k on k.member_id = m.id
  where m.tree_id = ?::uuid`;

const FAMILIES_SQL = `select id, source, xref, uid, partner1_id, partner2_id, children, position, record
  from gedcom_family_records where tree_id = ?::uuid order by position, id`;

const PARTNERS_SQL = `select id, from_id, to_id, partner_kind, start_value, start_date::text as start_date, start_place,
    end_value, end_date::text as end_date
  from family_relationships where tree_id = ?::uuid and kind = 'partner'`;

const PARENTS_SQL = `select from_id || ':' || to_id as link from family_relationships where tree_id = ?::uuid and kind = 'parent'`;

const NOTES_SQL = `select source, xref, record from gedcom_other_records
  where tree_id = ?::uuid and tag in ('NOTE', 'SNOTE') and xref is not null`;

type Row = Record<string, unknown>;
const str = (value: unknown) => (value == null ? null : String(value));

export async function loadTreeState(em: EntityManager, treeId: string): Promise<TreeState> {
  const rows: Row[][] = [];
  for (const sql of [PEOPLE_SQL, FAMILIES_SQL, PARTNERS_SQL, PARENTS_SQL, NOTES_SQL]) rows.push(await em.execute<Row[]>(sql, [treeId]));
  const [people, families, partners, parents, notes] = rows;
  const state: TreeState = {
    // In file order, the people made in the app last: the first of several candidates is the earliest in the file.
    people: people.map(personOf).sort(byPosition),
    families: families.map(familyOf),
    partners: new Map(partners.map((edge) => [`${edge.from_id}:${edge.to_id}`, { id: String(edge.id), fields: partnershipFields(edge) }])),
    parents: new Set(parents.map((edge) => String(edge.link))),
    notes: new Map(),
  };
  for (const note of notes) {
    const source = String(note.source);
    if (!state.notes.has(source)) state.notes.set(source, new Map());
    state.notes.get(source)!.set(String(note.xref), recordFromText(String(note.record)).value);
  }
  return state;
}

const byPosition = (a: TreePerson, b: TreePerson) => (a.kept?.position ?? Infinity) - (b.kept?.position ?? Infinity) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function personOf(row: Row): TreePerson {
  return {
    id: String(row.id),
    mirrorsProfile: Boolean(row.mirrors_profile),
    fields: {
      firstName: String(row.first_name ?? ''),
      lastName: String(row.last_name ?? ''),
      otherNames: (row.other_names as string[] | null) ?? [],
      gender: ((row.gender as PlannedGender | null) ?? 'other'),
      birthDate: str(row.birth_date),
      birthPlace: str(row.birth_place),
      christeningDate: str(row.christening_date),
      christeningPlace: str(row.christening_place),
      deathDate: str(row.death_date),
      deathPlace: str(row.death_place),
      burialDate: str(row.burial_date),
      burialPlace: str(row.burial_place),
      occupation: str(row.occupation),
      bio: str(row.bio),
      isAlive: Boolean(row.is_alive),
    },
    kept:
      row.record == null
        ? null
        : { source: String(row.source), xref: String(row.xref), uid: str(row.uid), refn: str(row.refn), position: Number(row.position), record: String(row.record) },
  };
}

function familyOf(row: Row): TreeFamily {
  return {
    id: String(row.id),
    source: String(row.source),
    xref: String(row.xref),
    uid: str(row.uid),
    partner1: str(row.partner1_id),
    partner2: str(row.partner2_id),
    children: (row.children as string[] | null) ?? [],
    position: Number(row.position),
    record: String(row.record),
  };
}

/** A partnership's fields as the tree has them now. */
function partnershipFields(edge: Row): FamilyFields {
  return {
    partnerKind: (edge.partner_kind as PlannedPartnerKind | null) ?? null,
    marriageDate: dateNow(str(edge.start_value), str(edge.start_date)),
    marriagePlace: str(edge.start_place),
    divorceDate: dateNow(str(edge.end_value), str(edge.end_date)),
  };
}

/**
 * A partnership date as the tree has it now: the app edits only the exact-day column, so when that
 * day no longer matches the value written by an import, the day is what the user last said.
 */
function dateNow(value: string | null, day: string | null): string | null {
  const stored = storedDate(value);
  const exact = stored.earliest && stored.earliest === stored.latest ? stored.earliest : null;
  if (value && (day === exact || (!day && !exact))) return value;
  return day ? dateFromIso(day).value : null;
}
