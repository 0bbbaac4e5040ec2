/** A branch limit in words: "Grace Hopper's branch", "3 steps from their own person". */
export function branchText(branch: { kind: string; rootName?: string | null; steps?: number | null } | null | undefined, whose: 'their' | 'your' = 'their'): string | null {
  if (!branch) return null;
  if (branch.kind === 'descendants') return branch.rootName ? `${branch.rootName}’s branch` : 'a branch';
  const steps = branch.steps ?? 1;
  return `people within ${steps} ${steps === 1 ? 'step' : 'steps'} of ${whose} own person`;
}

export const roleLabels = { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' } as const;
