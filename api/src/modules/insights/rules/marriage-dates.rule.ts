import { definitelyBefore } from '../../../../../shared/dates/index.ts';
import { yearsBetween } from './day-arithmetic.ts';
import type { MarriageAfterDeathInsight, MarriageTooYoungInsight } from './insight.ts';
import { marriagePoint, pointsOf } from './data-points.ts';
import { byKey } from './keyed.ts';
import { indexTree } from './tree-index.ts';
import type { TreeSnapshot } from './tree-snapshot.ts';

/** A partner younger than this (in whole years) at the marriage is reported. */
export const YOUNGEST_SPOUSE = 12;

type MarriageFinding = MarriageTooYoungInsight | MarriageAfterDeathInsight;

/**
 * Partnerships whose date a partner's dates make impossible: the partner surely under 12 on that
 * day (`marriage-too-young`, 11 or less by every day the dates can mean) or surely dead by then
 * (`marriage-after-death`, definitelyBefore). Each partner is checked; a finding is about that
 * partner, then the other. Keys: `<type>:<person id>:<partner id>`.
 */
export function marriageDateProblems(snapshot: TreeSnapshot): MarriageFinding[] {
  const tree = indexTree(snapshot);
  const found: MarriageFinding[] = [];
  for (const link of snapshot.partners) {
    const { marriage } = link;
    if (!marriage) continue;
    for (const [id, partnerId] of [
      [link.personA, link.personB],
      [link.personB, link.personA],
    ]) {
      const person = tree.person.get(id);
      if (!person || !tree.person.has(partnerId) || id === partnerId) continue;
      const people = [id, partnerId];
      const age = person.birth ? yearsBetween(person.birth, marriage) : null;
      if (age && age.max !== null && age.max < YOUNGEST_SPOUSE) {
        found.push({
          type: 'marriage-too-young',
          key: `marriage-too-young:${id}:${partnerId}`,
          people,
          dataPoints: [...pointsOf(person, 'birth'), ...marriagePoint(id, marriage)],
          action: 'fix-date',
          params: { partnerId, age },
        });
      }
      if (definitelyBefore(person.death, marriage)) {
        found.push({
          type: 'marriage-after-death',
          key: `marriage-after-death:${id}:${partnerId}`,
          people,
          dataPoints: [...pointsOf(person, 'death'), ...marriagePoint(id, marriage)],
          action: 'fix-date',
          params: { partnerId },
        });
      }
    }
  }
  return byKey(found);
}
