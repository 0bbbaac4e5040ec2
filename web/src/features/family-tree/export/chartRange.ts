import type { FamilyTreeQueryVariables } from '../../../gql/graphql';
import { formatDate } from '../../../lib/dates';
import type { TreeLayout } from '../tree/layout';
import { fullNameOf } from '../tree/personLabels';
import type { ChartHeading } from './chartFile';

/** What part of the family a printed chart shows. */
export type ChartRange =
  | { kind: 'shown' }
  | { kind: 'ancestors' | 'descendants'; personId: string; generations: number };

/** How far up or down a chart may reach. */
export const MAX_CHART_GENERATIONS = 10;

/** The family tree window that holds a range's people: `generations` one way from the person, none the other. */
export function windowVariables(treeId: string | undefined, range: Exclude<ChartRange, { kind: 'shown' }>): FamilyTreeQueryVariables {
  const up = range.kind === 'ancestors';
  return {
    treeId,
    focusId: range.personId,
    generationsUp: up ? range.generations : 0,
    generationsDown: up ? 0 : range.generations,
  };
}

/**
 * A chart's heading: the tree's name, and under it what the chart shows and when it was made, e.g.
 * "Ancestors of Ana Rivera, 3 generations · exported Nov 23, 2026". The person is the layout's focus.
 */
export function chartHeading(treeName: string, range: ChartRange, layout: TreeLayout, today = new Date()): ChartHeading {
  const focus = layout.byId.get(layout.focusId)?.person;
  const personName = focus ? fullNameOf(focus) : 'the family';
  const what =
    range.kind === 'shown'
      ? `Around ${personName}`
      : `${range.kind === 'ancestors' ? 'Ancestors' : 'Descendants'} of ${personName}, ${range.generations} ${range.generations === 1 ? 'generation' : 'generations'}`;
  return { title: treeName || 'Family tree', subtitle: `${what} · exported ${formatDate(today.toISOString())}` };
}
