import type { ReactElement } from 'react';
import { tKey } from '../lib/i18n';

/**
 * A feature as navigation and dashboard cards show it: an in-app route (`to`) or a page the
 * server renders (`href`, opened with a full page load). Its title and description are catalogue
 * keys with their namespace (`tKey('common:feature.home.title')`), shown with `t(feature.title)`.
 */
export interface FeatureLink {
  key: string;
  /** The More menu's section it is listed under (the header's main items have none). */
  group?: NavGroup;
  title: string;
  description: string;
  icon: ReactElement;
  to?: string;
  href?: string;
}

/**
 * The More menu's sections, in the order they are shown: what the family shares day to day, its
 * history and roots, and running the place.
 */
export const NAV_GROUPS = ['family-life', 'heritage', 'administration'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/** The catalogue key of a section's heading. */
export const navGroupTitle: Record<NavGroup, string> = {
  'family-life': tKey('common:shell.group.familyLife'),
  heritage: tKey('common:shell.group.heritage'),
  administration: tKey('common:shell.group.administration'),
};

/** Items by section, sections in their order, items in theirs; an item without a section goes last. */
export function groupedLinks<T extends FeatureLink>(items: T[]): { group: NavGroup | null; items: T[] }[] {
  const sections: { group: NavGroup | null; items: T[] }[] = [...NAV_GROUPS, null].map((group) => ({
    group,
    items: items.filter((item) => (item.group ?? null) === group),
  }));
  return sections.filter((section) => section.items.length > 0);
}
