import { TREE_PATH } from '../../../../shared/tree-address/index.ts';

/** The insights page's address. */
export const INSIGHTS_PATH = '/ai-insights';

/** A person on the tree screen, centred on them. */
export const personLink = (person: { id: string; treeId: string }) => `${TREE_PATH}?tree=${person.treeId}&focus=${person.id}`;
