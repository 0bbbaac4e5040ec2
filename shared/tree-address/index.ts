// The tree screen's address, `/family-tree?tree=<tree id>&focus=<member id>&up=<n>&down=<n>`, as the
// web app reads it and as the server reads it when it serves that page.

export const TREE_PATH = '/family-tree';
/** Generations each way when the address says none. */
export const DEFAULT_GENERATIONS = 2;
/** As far as the API goes each way. */
export const MAX_GENERATIONS = 30;
/** The generations each way drawn first; a window reaching further is also read whole (see the web app's useTreeWindow). */
export const NEAR_GENERATIONS = 2;

export interface TreeAddress {
  treeId?: string;
  focusId?: string;
  up: number;
  down: number;
}

function generations(value: string | null): number {
  const n = value === null ? NaN : Number.parseInt(value, 10);
  if (!Number.isFinite(n)) return DEFAULT_GENERATIONS;
  return Math.min(MAX_GENERATIONS, Math.max(0, n));
}

/** What an address's query asks the tree screen to show. Without a tree, the one the viewer opened last. */
export function treeAddressOf(params: URLSearchParams): TreeAddress {
  return {
    treeId: params.get('tree') || undefined,
    focusId: params.get('focus') || undefined,
    up: generations(params.get('up')),
    down: generations(params.get('down')),
  };
}

/** Whether a window reaches beyond the near generations, so that it is read whole besides them. */
export const reachesFar = ({ up, down }: Pick<TreeAddress, 'up' | 'down'>) => up > NEAR_GENERATIONS || down > NEAR_GENERATIONS;

/** The tree window queries' variables (FamilyTree for the near generations, FamilyTreeColumns for the whole window). */
export interface WindowVariables {
  treeId?: string;
  focusId?: string;
  generationsUp: number;
  generationsDown: number;
}

/** The near generations' variables: those the web app reads first and the server writes into the page. */
export const nearVariables = ({ treeId, focusId, up, down }: TreeAddress): WindowVariables => ({
  treeId,
  focusId,
  generationsUp: Math.min(up, NEAR_GENERATIONS),
  generationsDown: Math.min(down, NEAR_GENERATIONS),
});

/** The FamilyTreeColumns query's variables for an address's whole window. */
export const wholeVariables = ({ treeId, focusId, up, down }: TreeAddress): WindowVariables => ({ treeId, focusId, generationsUp: up, generationsDown: down });
