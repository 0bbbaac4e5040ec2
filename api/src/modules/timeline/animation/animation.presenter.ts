import { isPersonOf } from '../../../policies/family-member.policy.ts';
import { detailsHidden, isLiving } from '../../../policies/living.ts';
import { fullName } from '../../family/index.ts';
import type { TreeGrant } from '../../trees/index.ts';
import type { AnimatedItems, AnimatedTimelineJson } from '../../../../../shared/animated-timeline/index.ts';
import { layoutPeople } from './animation-layout.ts';
import { appearanceYears, fadingYear, yearOf } from './animation-years.ts';
import type { ItemRow, PeopleRow } from './animation.repository.ts';

/** What the animation's people come to: the columns (items still to add), who was left out, and the span of years. */
export interface AnimationPeople {
  columns: Omit<AnimatedTimelineJson, 'items'>;
  undated: number;
  firstYear: number | null;
  lastYear: number | null;
}

/**
 * The people as the viewer may see them: a living person's dates withheld where the grant hides
 * them (policies/living.ts, as on the chart), and so the year of a partnership with them; then the
 * years each is drawn from and fades, estimated where unknown (animation-years.ts); people with
 * nothing to date them by are left out (counted in `undated`); then their places (animation-layout.ts).
 */
export function presentAnimationPeople(row: PeopleRow, grant: TreeGrant, viewerId: string, thisYear: number): AnimationPeople {
  const all = row.ids.length;
  const facts = row.ids.map((_, i) => ({ isAlive: row.isAlive[i], birthLatest: row.birthLatest[i], deathDate: row.deathDates[i] }));
  const hidden = facts.map((f, i) => detailsHidden(grant, f, isPersonOf(viewerId, { linkConfirmed: row.linkedUserIds[i] !== null, linkedUserId: row.linkedUserIds[i] })));
  const living = facts.map((f) => isLiving(f, grant.livingYears));
  const births = row.ids.map((_, i) => (hidden[i] ? null : yearOf(row.birthFrom[i], row.birthTo[i])));
  const deaths = row.ids.map((_, i) => (hidden[i] ? null : yearOf(row.deathFrom[i], row.deathTo[i])));
  const partnerYears = row.partners.from.map((a, i) => (hidden[a] || hidden[row.partners.to[i]] ? null : yearOf(row.partners.startFrom[i], row.partners.startTo[i])));
  const parents = { parents: row.parents.from, children: row.parents.to };
  const partners = { a: row.partners.from, b: row.partners.to };
  const appears = appearanceYears({ births, parents, partners });

  // Only the people with a year to appear in; positions renumbered.
  const kept = row.ids.map((_, i) => i).filter((i) => appears.years[i] !== null);
  const position = new Int32Array(all).fill(-1);
  kept.forEach((i, k) => (position[i] = k));
  const keep = <T>(values: T[]) => kept.map((i) => values[i]);
  const linked = (a: number[], b: number[]) => a.map((x, i) => [position[x], position[b[i]], i] as const).filter(([x, y]) => x >= 0 && y >= 0);
  const parentLinks = linked(parents.parents, parents.children);
  const partnerLinks = linked(partners.a, partners.b);

  const appearing = keep(appears.years) as number[];
  const fading = kept.map((i) => fadingYear(deaths[i], living[i], appears.years[i], thisYear));
  const layout = layoutPeople({
    size: kept.length,
    parents: { parents: parentLinks.map(([x]) => x), children: parentLinks.map(([, y]) => y) },
    partners: { a: partnerLinks.map(([x]) => x), b: partnerLinks.map(([, y]) => y) },
    order: appearing,
  });
  const years = [...appearing, ...fading.flatMap((f) => (f.year === null ? [] : [f.year]))];
  return {
    columns: {
      people: {
        ids: keep(row.ids),
        names: kept.map((i) => fullName({ firstName: row.firstNames[i], lastName: row.lastNames[i] })),
        births: keep(births),
        deaths: keep(deaths),
        appears: appearing,
        fades: fading.map((f) => f.year),
        appearsEstimated: kept.map((i) => Number(appears.estimated[i])),
        fadesEstimated: fading.map((f) => Number(f.estimated)),
        xs: layout.xs,
        generations: layout.generations,
        living: keep(living).map(Number),
      },
      partnerships: { a: partnerLinks.map(([x]) => x), b: partnerLinks.map(([, y]) => y), years: partnerLinks.map(([, , i]) => partnerYears[i]) },
      parents: { parents: parentLinks.map(([x]) => x), children: parentLinks.map(([, y]) => y) },
    },
    undated: all - kept.length,
    firstYear: years.length ? years.reduce((a, b) => Math.min(a, b)) : null,
    lastYear: years.length ? Math.max(thisYear, years.reduce((a, b) => Math.max(a, b))) : null,
  };
}

/** The items in columns, each at its person's position (those whose person was left out are dropped). */
export function presentAnimationItems(rows: ItemRow[], ids: string[]): AnimatedItems {
  const position = new Map(ids.map((id, i) => [id, i]));
  const shown = rows.filter((r) => position.has(r.personId));
  return {
    kinds: shown.map((r) => r.source),
    ids: shown.map((r) => r.id),
    years: shown.map((r) => r.year),
    titles: shown.map((r) => r.title),
    people: shown.map((r) => position.get(r.personId)!),
  };
}
