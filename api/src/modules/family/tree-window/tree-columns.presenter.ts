import { isPersonOf } from '../../../policies/family-member.policy.ts';
import { detailsHidden, isLiving } from '../../../policies/living.ts';
import type { TreeGrant } from '../../trees/index.ts';
import { fileUrl } from '../../files/index.ts';
import type { TreeColumnsRow } from './tree-window.repository.ts';
import type { TreeColumnsJson } from '../../../../../shared/tree-columns/index.ts';

export interface TreeColumnsModel {
  treeId: string;
  focusId: string | null;
  size: number;
  hasMoreAbove: boolean;
  hasMoreBelow: boolean;
  columns: TreeColumnsJson;
}

/**
 * A window in columns as the viewer may read it: the same rules as presentTreeWindow, column by
 * column ("You" on their own person; a living person's dates and photo withheld where the grant
 * hides them).
 */
export function presentTreeColumns(window: Omit<TreeColumnsRow, 'grant'>, grant: TreeGrant, viewerId: string): TreeColumnsModel {
  const p = window.people;
  const size = p.ids.length;
  // The window's linked users are those of confirmed links only.
  const isSelf = p.linkedUserIds.map((id) => isPersonOf(viewerId, { linkConfirmed: id !== null, linkedUserId: id }));
  const living = p.ids.map((_, i) => isLiving({ isAlive: p.isAlive[i], birthLatest: p.birthLatest[i], deathDate: p.deaths[i] }, grant.livingYears));
  const hidden = p.ids.map((_, i) => detailsHidden(grant, { isAlive: p.isAlive[i], birthLatest: p.birthLatest[i], deathDate: p.deaths[i] }, isSelf[i]));
  const shown = <T>(values: (T | null)[]) => values.map((value, i) => (hidden[i] ? null : value));
  return {
    treeId: grant.treeId,
    focusId: window.focusId,
    size,
    hasMoreAbove: window.hasMoreAbove,
    hasMoreBelow: window.hasMoreBelow,
    columns: {
      people: {
        ids: p.ids,
        generations: p.generations,
        firstNames: p.firstNames,
        lastNames: p.lastNames,
        births: shown(p.births),
        birthEarliest: shown(p.birthEarliest),
        deaths: shown(p.deaths),
        genders: p.genders,
        isAlive: p.isAlive,
        isLiving: living,
        detailsHidden: hidden,
        isSelf,
        photoUrls: shown(p.photos.map((key) => fileUrl(key))),
      },
      relationships: window.relationships,
    },
  };
}
