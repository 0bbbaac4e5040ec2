import type { ReactElement } from 'react';

/**
 * A feature as navigation and dashboard cards show it: an in-app route (`to`) or a page the
 * server renders (`href`, opened with a full page load). Its title and description are catalogue
 * keys with their namespace (`tKey('common:feature.home.title')`), shown with `t(feature.title)`.
 */
export interface FeatureLink {
  key: string;
  title: string;
  description: string;
  icon: ReactElement;
  to?: string;
  href?: string;
}
