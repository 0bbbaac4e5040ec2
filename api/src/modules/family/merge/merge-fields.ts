import { formatDate } from '../../../../../shared/dates/index.ts';
import type { Language } from '../../../../../shared/languages/index.ts';

// How the kept person's row ends after a merge: their own values win, and each detail they lack
// (a date with its span, a place, the occupation, bio, gender, photo, the link to a user) is taken
// from the merged person. Other names are joined, with the merged person's name when it differs;
// someone either record says has died has died. Rows are plain column maps (to_jsonb of the row).

/** A row of family_members as to_jsonb gives it. */
export type PersonRow = Record<string, unknown>;

/** The details a preview compares, as the schema's PeopleMergeFieldName names them. */
export const MERGE_FIELDS = ['name', 'birth', 'birthPlace', 'death', 'deathPlace', 'christening', 'christeningPlace', 'burial', 'burialPlace', 'occupation', 'gender', 'bio', 'photo', 'otherNames', 'alive'] as const;
export type MergeFieldName = (typeof MERGE_FIELDS)[number];

/** Whose value the kept person ends with. */
export type MergeSource = 'keep' | 'merged' | 'same' | 'both';

/** One detail side by side: the two values in words (null when blank) and what the kept person ends with. */
export interface FieldComparison {
  field: MergeFieldName;
  keep: string | null;
  merged: string | null;
  result: string | null;
  source: MergeSource;
}

interface Group {
  field: MergeFieldName;
  columns: readonly string[];
  date?: boolean;
}

const GROUPS: readonly Group[] = [
  { field: 'birth', columns: ['birth_date', 'birth_earliest', 'birth_latest'], date: true },
  { field: 'birthPlace', columns: ['birth_place'] },
  { field: 'death', columns: ['death_date', 'death_earliest', 'death_latest'], date: true },
  { field: 'deathPlace', columns: ['death_place'] },
  { field: 'christening', columns: ['christening_date', 'christening_earliest', 'christening_latest'], date: true },
  { field: 'christeningPlace', columns: ['christening_place'] },
  { field: 'burial', columns: ['burial_date', 'burial_earliest', 'burial_latest'], date: true },
  { field: 'burialPlace', columns: ['burial_place'] },
  { field: 'occupation', columns: ['occupation'] },
  { field: 'gender', columns: ['gender'] },
  { field: 'bio', columns: ['bio'] },
  { field: 'photo', columns: ['profile_picture'] },
];

/** The columns a merge may change on the kept person (and an undo set back). */
export const MERGED_COLUMNS = [...GROUPS.flatMap((g) => g.columns), 'other_names', 'is_alive', 'linked_user_id', 'link_confirmed'] as const;

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const nameOf = (row: PersonRow) => `${String(row.first_name ?? '')} ${String(row.last_name ?? '')}`.trim();
const namesOf = (row: PersonRow) => (Array.isArray(row.other_names) ? row.other_names.map(String) : []);
const alive = (row: PersonRow) => row.is_alive !== false && blank(row.death_date);

/** What the merge writes on the kept person (changed columns only) and the details side by side. */
export function mergeFields(keep: PersonRow, merged: PersonRow, language: Language): { changes: PersonRow; fields: FieldComparison[] } {
  const changes: PersonRow = {};
  const fields: FieldComparison[] = [];
  const words = (group: Group, row: PersonRow): string | null => {
    const v = row[group.columns[0]];
    if (blank(v)) return null;
    if (group.date) return formatDate(String(v), language);
    if (group.field === 'photo') return 'photo';
    return String(v);
  };
  const [keepName, mergedName] = [nameOf(keep), nameOf(merged)];
  fields.push({ field: 'name', keep: keepName, merged: mergedName, result: keepName, source: keepName === mergedName ? 'same' : 'keep' });
  for (const group of GROUPS) {
    const [k, m] = [words(group, keep), words(group, merged)];
    if (k === null && m === null) continue;
    if (k === null) {
      for (const column of group.columns) changes[column] = merged[column] ?? null;
      fields.push({ field: group.field, keep: k, merged: m, result: m, source: 'merged' });
    } else {
      fields.push({ field: group.field, keep: k, merged: m, result: k, source: k === m && group.field !== 'photo' ? 'same' : 'keep' });
    }
  }
  const keptNames = namesOf(keep);
  const joined = [...keptNames];
  const brought = [...namesOf(merged), ...(mergedName !== keepName && mergedName ? [mergedName] : [])];
  for (const name of brought) {
    if (!joined.some((n) => n.toLowerCase() === name.toLowerCase()) && name.toLowerCase() !== keepName.toLowerCase()) joined.push(name);
  }
  if (joined.length !== keptNames.length) changes.other_names = joined;
  if (joined.length) {
    fields.push({ field: 'otherNames', keep: keptNames.join(', ') || null, merged: brought.join(', ') || null, result: joined.join(', '), source: joined.length === keptNames.length ? 'keep' : keptNames.length ? 'both' : 'merged' });
  }
  const [keepAlive, mergedAlive] = [alive(keep), alive(merged)];
  if (keepAlive && !mergedAlive && keep.is_alive !== false) changes.is_alive = false;
  if (keepAlive !== mergedAlive) {
    fields.push({ field: 'alive', keep: String(keepAlive), merged: String(mergedAlive), result: 'false', source: keepAlive ? 'merged' : 'keep' });
  }
  if (blank(keep.linked_user_id) && !blank(merged.linked_user_id)) {
    changes.linked_user_id = merged.linked_user_id;
    changes.link_confirmed = merged.link_confirmed ?? false;
  }
  return { changes, fields };
}

/** Both people are said to be registered users, and not the same one: the merge cannot join them. */
export const linkedToOthers = (keep: PersonRow, merged: PersonRow) => !blank(keep.linked_user_id) && !blank(merged.linked_user_id) && keep.linked_user_id !== merged.linked_user_id;
