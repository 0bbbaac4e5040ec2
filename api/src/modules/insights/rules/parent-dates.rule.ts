import { definitelyBefore } from '../../../../../shared/dates/index.ts';
import { addMonths, yearsBetween } from './day-arithmetic.ts';
import type { BirthAfterParentDeathInsight, ParentRole, ParentTooOldInsight, ParentTooYoungInsight } from './insight.ts';
import { pointsOf } from './data-points.ts';
import { byKey } from './keyed.ts';
import { indexTree } from './tree-index.ts';
import type { SnapshotPerson, TreeSnapshot } from './tree-snapshot.ts';

/** A child may be born this many months after the father's death. */
export const MONTHS_AFTER_FATHER_DEATH = 9;
/** A mother older than this (in whole years) at a birth is reported. */
export const OLDEST_MOTHER = 60;
/** A parent younger than this (in whole years) at a birth is reported. */
export const YOUNGEST_PARENT = 12;

const roleOf = (parent: SnapshotPerson): ParentRole => (parent.gender === 'female' ? 'mother' : parent.gender === 'male' ? 'father' : 'parent');

type ParentFinding = BirthAfterParentDeathInsight | ParentTooOldInsight | ParentTooYoungInsight;

/**
 * Whether the child was surely born after the parent's death: after the mother's (definitelyBefore),
 * more than nine months after a father's or a parent of unknown gender's (the latest day the death
 * can mean, nine months on, is before the earliest the birth can).
 */
function bornAfterDeath(child: SnapshotPerson, parent: SnapshotPerson, role: ParentRole): boolean {
  if (role === 'mother') return definitelyBefore(parent.death, child.birth);
  const deathLatest = parent.death?.latest;
  const birthEarliest = child.birth?.earliest;
  return Boolean(deathLatest && birthEarliest && addMonths(deathLatest, MONTHS_AFTER_FATHER_DEATH) < birthEarliest);
}

/**
 * Births that a parent's dates make impossible or unlikely, for parents by birth (or not said;
 * adoptive and foster parents aside): born after the parent's death (`birth-after-parent-death`),
 * to a mother surely more than 60 whole years old (`parent-too-old`: 61 or more by every day the
 * dates can mean), or to a parent surely under 12 (`parent-too-young`: 11 or less by every day).
 * `age` is the parent's age at the birth within what the dates can mean. People: the child, then the
 * parent. Keys: `<type>:<child id>:<parent id>`.
 */
export function parentDateProblems(snapshot: TreeSnapshot): ParentFinding[] {
  const tree = indexTree(snapshot);
  const found: ParentFinding[] = [];
  for (const link of snapshot.parents) {
    if (link.pedigree !== null && link.pedigree !== 'birth') continue;
    const child = tree.person.get(link.childId);
    const parent = tree.person.get(link.parentId);
    if (!child?.birth || !parent || child === parent) continue;
    const role = roleOf(parent);
    const people = [child.id, parent.id];
    const pair = `${child.id}:${parent.id}`;
    if (bornAfterDeath(child, parent, role)) {
      found.push({
        type: 'birth-after-parent-death',
        key: `birth-after-parent-death:${pair}`,
        people,
        dataPoints: [...pointsOf(child, 'birth'), ...pointsOf(parent, 'death')],
        action: 'fix-date',
        params: { parentId: parent.id, parentRole: role },
      });
    }
    if (!parent.birth) continue;
    const age = yearsBetween(parent.birth, child.birth);
    const dataPoints = [...pointsOf(parent, 'birth'), ...pointsOf(child, 'birth')];
    if (role === 'mother' && age.min !== null && age.min > OLDEST_MOTHER) {
      found.push({ type: 'parent-too-old', key: `parent-too-old:${pair}`, people, dataPoints, action: 'fix-date', params: { parentId: parent.id, parentRole: role, age } });
    }
    if (age.max !== null && age.max < YOUNGEST_PARENT) {
      found.push({ type: 'parent-too-young', key: `parent-too-young:${pair}`, people, dataPoints, action: 'fix-date', params: { parentId: parent.id, parentRole: role, age } });
    }
  }
  return byKey(found);
}
