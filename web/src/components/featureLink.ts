import type { ReactElement } from 'react';

/**
 * A feature as navigation and dashboard cards show it: an in-app route (`to`) or a page the
 * server renders (`href`, opened with a full page load).
 */
export interface FeatureLink {
  key: string;
  title: string;
  description: string;
  icon: ReactElement;
  to?: string;
  href?: string;
}
