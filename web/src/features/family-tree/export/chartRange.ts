import type { FamilyTreeQueryVariables } from '../../../gql/graphql';
import { formatDate } from '../../../lib/dates';
import { formatNumber, i18n } from '../../../lib/i18n';
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
  const name = focus ? fullNameOf(focus) : null;
  const count = range.kind === 'shown' ? 0 : range.generations;
  const shown = formatNumber(count);
  let what: string;
  if (range.kind === 'shown') what = name ? i18n.t('familyTree:chart.around', { name }) : i18n.t('familyTree:chart.aroundFamily');
  else if (range.kind === 'ancestors') what = name ? i18n.t('familyTree:chart.ancestors', { name, count, shown }) : i18n.t('familyTree:chart.ancestorsOfFamily', { count, shown });
  else what = name ? i18n.t('familyTree:chart.descendants', { name, count, shown }) : i18n.t('familyTree:chart.descendantsOfFamily', { count, shown });
  return {
    title: treeName || i18n.t('familyTree:tree.label'),
    subtitle: i18n.t('familyTree:chart.subtitle', { what, date: formatDate(today.toISOString()) }),
  };
}
