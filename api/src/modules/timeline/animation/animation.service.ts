import { notFound } from '../../../errors.ts';
import { requireViewer } from '../../../policies/authorize.ts';
import { branchLimit } from '../../../policies/family-member.policy.ts';
import { check, isUuid } from '../../../input/validation.ts';
import type { ServiceContext } from '../../service-context.ts';
import { requireGrant } from '../../trees/index.ts';
import { animationRules } from './animation.input.ts';
import { animationItems, animationPeople } from './animation.repository.ts';
import { presentAnimationItems, presentAnimationPeople } from './animation.presenter.ts';
import type { AnimatedTimelineJson } from '../../../../../shared/animated-timeline/index.ts';

/** The most dated items one answer holds (the earliest kept). */
export const MAX_ITEMS = 5000;

export interface AnimatedTimelineModel {
  treeId: string;
  fromPersonId: string | null;
  size: number;
  firstYear: number | null;
  lastYear: number | null;
  undated: number;
  itemsTruncated: boolean;
  columns: AnimatedTimelineJson;
}

/**
 * A tree's history to play year by year, for the viewer: everyone of the tree they see, or a
 * person's descendants with their partners, as the policies let them see them (branch limits,
 * living people's dates), and the dated memories, stories and achievements naming those people that
 * they may read. Two statements. A tree they have no access to, or a person they do not see in it,
 * is NOT_FOUND; years out of order or out of range are BAD_USER_INPUT.
 */
export async function animatedTimeline(sc: ServiceContext, args: { treeId: string; fromPersonId?: string | null; fromYear?: number | null; toYear?: number | null }): Promise<AnimatedTimelineModel> {
  const viewer = requireViewer(sc.viewer);
  const years = await check(animationRules, { fromYear: args.fromYear ?? null, toYear: args.toYear ?? null });
  if (!isUuid(args.treeId)) throw notFound('Tree');
  const fromId = args.fromPersonId ?? null;
  if (fromId !== null && !isUuid(fromId)) throw notFound('Family member');
  const grant = await requireGrant(sc, args.treeId);
  const { startId, people } = await animationPeople(sc.em, grant.treeId, branchLimit(grant)?.id ?? null, fromId);
  if (fromId !== null && !startId) throw notFound('Family member');
  const today = new Date().toISOString().slice(0, 10);
  const presented = presentAnimationPeople(people, grant, viewer.id, Number(today.slice(0, 4)));
  const ids = presented.columns.people.ids;
  const rows = ids.length ? await animationItems(sc.em, { viewerId: viewer.id, grants: [grant], today }, ids, { from: years.fromYear ?? null, to: years.toYear ?? null }, MAX_ITEMS + 1) : [];
  const items = presentAnimationItems(rows.slice(0, MAX_ITEMS), ids);
  const itemYears = items.years;
  const firstYear = [presented.firstYear, itemYears[0]].filter((y): y is number => y != null);
  const lastYear = [presented.lastYear, itemYears[itemYears.length - 1]].filter((y): y is number => y != null);
  return {
    treeId: grant.treeId,
    fromPersonId: startId,
    size: ids.length,
    firstYear: firstYear.length ? Math.min(...firstYear) : null,
    lastYear: lastYear.length ? Math.max(...lastYear) : null,
    undated: presented.undated,
    itemsTruncated: rows.length > MAX_ITEMS,
    columns: { ...presented.columns, items },
  };
}
