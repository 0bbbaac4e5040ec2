import type { MissingDatesInsight, MissingParentsInsight } from './insight.ts';
import { pointsOf } from './data-points.ts';
import { byKey } from './keyed.ts';
import { byText, indexTree, partnerIn } from './tree-index.ts';
import type { TreeSnapshot } from './tree-snapshot.ts';

/**
 * People whose parents are missing where they can be looked for. A person without parents is at
 * the top of the tree, and not reported, when they have children or a partner and none of their
 * partners has parents either (the oldest couple of a line, or a lone parent at its top). Reported:
 * one who married into a family whose parents are recorded (`partnerWithParents`: the first such
 * partner by id), and one with no parents, partner or child at all, who hangs apart from the tree
 * (`partnerWithParents` null). Key: `missing-parents:<id>`.
 */
export function missingParents(snapshot: TreeSnapshot): MissingParentsInsight[] {
  const tree = indexTree(snapshot);
  const found: MissingParentsInsight[] = [];
  for (const person of snapshot.people) {
    if (tree.parentsOf.has(person.id)) continue;
    const partners = (tree.partnersOf.get(person.id) ?? []).map((link) => partnerIn(link, person.id));
    const withParents = partners.filter((id) => tree.parentsOf.has(id)).sort(byText);
    const alone = partners.length === 0 && !tree.childrenOf.has(person.id);
    if (withParents.length === 0 && !alone) continue;
    found.push({
      type: 'missing-parents',
      key: `missing-parents:${person.id}`,
      people: withParents.length ? [person.id, withParents[0]] : [person.id],
      dataPoints: pointsOf(person, 'name'),
      action: 'open-person',
      params: { partnerWithParents: withParents[0] ?? null },
    });
  }
  return byKey(found);
}

/**
 * People with no date at all: no birth, no death, and no partnership with a date. A date written
 * as a phrase counts as a date (it says something). Key: `missing-dates:<id>`.
 */
export function missingDates(snapshot: TreeSnapshot): MissingDatesInsight[] {
  const tree = indexTree(snapshot);
  const found: MissingDatesInsight[] = [];
  for (const person of snapshot.people) {
    if (person.birth || person.death) continue;
    if ((tree.partnersOf.get(person.id) ?? []).some((link) => link.marriage)) continue;
    found.push({
      type: 'missing-dates',
      key: `missing-dates:${person.id}`,
      people: [person.id],
      dataPoints: pointsOf(person, 'name'),
      action: 'fix-date',
      params: {},
    });
  }
  return byKey(found);
}
