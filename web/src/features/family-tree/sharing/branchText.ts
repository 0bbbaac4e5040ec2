import { i18n, tKey } from '../../../lib/i18n';

/** A branch limit in words: "Grace Hopper's branch", "people within 3 steps of their own person". */
export function branchText(branch: { kind: string; rootName?: string | null; steps?: number | null } | null | undefined, whose: 'their' | 'your' = 'their'): string | null {
  if (!branch) return null;
  if (branch.kind === 'descendants') return branch.rootName ? i18n.t('familyTree:branch.of', { name: branch.rootName }) : i18n.t('familyTree:branch.some');
  const steps = branch.steps ?? 1;
  return whose === 'your' ? i18n.t('familyTree:branch.nearYou', { count: steps }) : i18n.t('familyTree:branch.nearThem', { count: steps });
}

/** The roles of a tree's people, as catalogue keys: `t(ROLE_LABEL[role])`. */
export const ROLE_LABEL = {
  owner: tKey('familyTree:role.owner'),
  editor: tKey('familyTree:role.editor'),
  viewer: tKey('familyTree:role.viewer'),
} as const;
