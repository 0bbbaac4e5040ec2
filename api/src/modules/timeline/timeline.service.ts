import type { TimelineEntry, TimelineFilter } from '../../generated/graphql.ts';
import { requireViewer } from '../../policies/authorize.ts';
import type { ServiceContext } from '../service-context.ts';
import { viewerGrants, type TreeGrant } from '../trees/index.ts';
import { check } from '../../input/validation.ts';
import { decodeCursor, encodeCursor, START, yearStart } from './timeline.cursor.ts';
import { entryIdOf, presentEntries } from './timeline.presenter.ts';
import { entryRows, yearCounts } from './timeline.repository.ts';
import { pageRules, yearsRules } from './timeline.input.ts';
import { SELECTIONS, type Viewing } from './timeline.sources.ts';

export interface TimelinePageModel {
  nodes: TimelineEntry[];
  endCursor: string | null;
  hasMore: boolean;
}

/** Who is asking, as the statements need it: today's date decides who counts as living. */
const viewingOf = (viewerId: string, grants: TreeGrant[]): Viewing => ({ viewerId, grants, today: new Date().toISOString().slice(0, 10) });

/**
 * A page of the viewer's timeline, newest first: what happened in the trees, circles, stories and
 * events they may see, derived from those rows. The viewer's grants are read first; then one
 * statement finds the page and what its entries show, whatever its size.
 */
export async function timelinePage(sc: ServiceContext, args: { filter?: TimelineFilter | null; after?: string | null; fromYear?: number | null; first: number }): Promise<TimelinePageModel> {
  const viewer = requireViewer(sc.viewer);
  const { filter, first, after, fromYear } = await check(pageRules, args);
  const position = after ? decodeCursor(after) : fromYear ? yearStart(fromYear) : START;
  const grants = await viewerGrants(sc);
  const rows = await entryRows(sc.em, SELECTIONS[filter as TimelineFilter], viewingOf(viewer.id, grants), position, first + 1);
  const page = rows.slice(0, first);
  const nodes = presentEntries(page, { viewerId: viewer.id, grants: new Map(grants.map((g) => [g.treeId, g])) });
  const last = page[page.length - 1];
  const hasMore = rows.length > first;
  return { nodes, endCursor: hasMore ? encodeCursor({ day: last.day, entryId: entryIdOf(last) }) : null, hasMore };
}

/** The years of the viewer's timeline under a filter, newest first, with how many entries each holds. */
export async function timelineYears(sc: ServiceContext, args: { filter?: TimelineFilter | null }) {
  const viewer = requireViewer(sc.viewer);
  const { filter } = await check(yearsRules, args);
  return yearCounts(sc.em, SELECTIONS[filter as TimelineFilter], viewingOf(viewer.id, await viewerGrants(sc)));
}
