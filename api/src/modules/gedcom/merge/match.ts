import type { ImportPlan, PlannedFamily, PlannedPerson } from '../plan/types.ts';
import type { TreeFamily, TreePerson } from './tree-state.ts';

/**
 * Finds the file's people in the tree, each tree person at most once, by the strongest sign first:
 * UID / _UID (the member's own id in a file Kinfolk wrote, else one kept from an import), then REFN, then the same record id from the same program, then the same first and
 * last name with the same birth year where exactly one person on each side has them.
 * Returns file xref → tree person.
 */
export function matchPeople(plan: ImportPlan, people: readonly TreePerson[]): Map<string, TreePerson> {
  const matches = new Map<string, TreePerson>();
  const taken = new Set<string>();
  const pass = (keyOfPlanned: (p: PlannedPerson) => string | null, keyOfTree: (t: TreePerson) => string | null, unique: boolean) => {
    if (matches.size === plan.people.length || taken.size === people.length) return;
    const candidates = new Map<string, TreePerson[]>();
    for (const person of people) {
      const key = taken.has(person.id) ? null : keyOfTree(person);
      if (key === null) continue;
      const list = candidates.get(key);
      if (list) list.push(person);
      else candidates.set(key, [person]);
    }
    const open = plan.people.filter((p) => !matches.has(p.xref));
    const asked = new Map<string, number>();
    if (unique) for (const p of open) countKey(asked, keyOfPlanned(p));
    for (const planned of open) {
      const key = keyOfPlanned(planned);
      const found = key === null ? undefined : candidates.get(key)?.filter((t) => !taken.has(t.id));
      if (!found?.length || (unique && (found.length > 1 || asked.get(key!)! > 1))) continue;
      matches.set(planned.xref, found[0]);
      taken.add(found[0].id);
    }
  };
  pass((p) => (p.uid && UUID.test(p.uid) ? p.uid.toLowerCase() : null), (t) => t.id, false);
  pass((p) => p.uid, (t) => t.kept?.uid ?? null, false);
  pass((p) => p.refn, (t) => t.kept?.refn ?? null, true);
  pass((p) => `${plan.source}\n${p.xref}`, (t) => (t.kept ? `${t.kept.source}\n${t.kept.xref}` : null), false);
  pass((p) => nameKey(p.fields), (t) => (t.mirrorsProfile ? null : nameKey(t.fields)), true);
  return matches;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function countKey(counts: Map<string, number>, key: string | null) {
  if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
}

const YEAR = /(?:^|\D)(\d{3,4})(?:\/\d+)?(?:\D|$)/;

/** First and last name, lower case, with the birth year; null without a name or a year. */
function nameKey(fields: { firstName: string; lastName: string; birthDate: string | null }): string | null {
  const year = fields.birthDate ? YEAR.exec(fields.birthDate)?.[1] : undefined;
  const [first, last] = [fields.firstName.trim().toLowerCase(), fields.lastName.trim().toLowerCase()];
  return year && (first || last) ? `${first}\n${last}\n${Number(year)}` : null;
}

/**
 * Finds the file's families among the tree's kept ones, each at most once: by UID, then by the same
 * partners (every partner of the family matched), then by the same record id from the same program.
 */
export function matchFamilies(plan: ImportPlan, families: readonly TreeFamily[], people: Map<string, TreePerson>): Map<string, TreeFamily> {
  const matches = new Map<string, TreeFamily>();
  const taken = new Set<string>();
  const pass = (keyOfPlanned: (f: PlannedFamily) => string | null, keyOfTree: (t: TreeFamily) => string | null) => {
    if (matches.size === plan.families.length || taken.size === families.length) return;
    const candidates = new Map<string, TreeFamily[]>();
    for (const family of families) {
      const key = keyOfTree(family);
      if (key === null) continue;
      const list = candidates.get(key);
      if (list) list.push(family);
      else candidates.set(key, [family]);
    }
    for (const planned of plan.families) {
      if (matches.has(planned.xref)) continue;
      const key = keyOfPlanned(planned);
      const found = key === null ? undefined : candidates.get(key)?.find((t) => !taken.has(t.id));
      if (!found) continue;
      matches.set(planned.xref, found);
      taken.add(found.id);
    }
  };
  pass((f) => f.uid, (t) => t.uid);
  pass((f) => partnersKey(f.partners.map((xref) => people.get(xref)?.id ?? null)), (t) => partnersKey([t.partner1, t.partner2].filter((id) => id !== null)));
  pass((f) => `${plan.source}\n${f.xref}`, (t) => `${t.source}\n${t.xref}`);
  return matches;
}

/** The partners as one key, in either order; null when any is unknown or there are none. */
function partnersKey(ids: (string | null)[]): string | null {
  if (ids.length === 0 || ids.some((id) => id === null)) return null;
  return [...ids].sort().join(':');
}
