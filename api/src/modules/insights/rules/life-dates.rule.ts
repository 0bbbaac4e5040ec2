import { definitelyBefore } from '../../../../../shared/dates/index.ts';
import { yearsBetween } from './day-arithmetic.ts';
import type { DeathBeforeBirthInsight, ProbablyDeadInsight } from './insight.ts';
import { surelyOlderThanRule } from './living-rule.ts';
import { pointsOf } from './data-points.ts';
import { byKey } from './keyed.ts';
import type { TreeSnapshot } from './tree-snapshot.ts';

/**
 * Deaths that must be before the birth: every day the death can mean is before every day the birth
 * can mean (definitelyBefore), so "ABT 1850" and a death in 1852 are not reported. Key:
 * `death-before-birth:<id>`.
 */
export function deathBeforeBirth(snapshot: TreeSnapshot): DeathBeforeBirthInsight[] {
  return byKey(
    snapshot.people
      .filter((p) => definitelyBefore(p.death, p.birth))
      .map((p) => ({
        type: 'death-before-birth',
        key: `death-before-birth:${p.id}`,
        people: [p.id],
        dataPoints: pointsOf(p, 'birth', 'death'),
        action: 'fix-date',
        params: {},
      })),
  );
}

/**
 * People the app counts as living (`isLiving`, with the tree's own living years) who are surely
 * more than 110 years old today: most likely dead, their death not recorded. With the app's default
 * of 110 living years there are none; a tree that keeps people living longer has them. `age` is
 * today's age within what the birth can mean. Key: `probably-dead-without-date:<id>`.
 */
export function probablyDeadWithoutDate(snapshot: TreeSnapshot): ProbablyDeadInsight[] {
  return byKey(
    snapshot.people
      .filter((p) => p.isLiving && !p.death && surelyOlderThanRule(p, snapshot.today))
      .map((p) => ({
        type: 'probably-dead-without-date',
        key: `probably-dead-without-date:${p.id}`,
        people: [p.id],
        dataPoints: pointsOf(p, 'birth'),
        action: 'fix-date',
        params: { age: yearsBetween(p.birth!, snapshot.today) },
      })),
  );
}
