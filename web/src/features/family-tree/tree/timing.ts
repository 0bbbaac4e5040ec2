/**
 * User Timing marks on the tree screen, for profiling (the browser benchmark reads them too):
 * when a window's data has arrived, and when the first frame drawing it has been painted (with how
 * many people it holds).
 */
export const TREE_DATA_MARK = 'kinfolk:tree-data';
export const TREE_DRAWN_MARK = 'kinfolk:tree-drawn';
/**
 * The Element Timing name of the focus's name on the chart the server draws into the page
 * (DrawnChart): its entry says when that chart was first painted, before any script ran.
 */
export const TREE_DRAWN_AHEAD_TIMING = 'kinfolk:tree-drawn-ahead';

/** Skipped where User Timing is missing, as in jsdom. */
export function markTree(name: typeof TREE_DATA_MARK | typeof TREE_DRAWN_MARK, detail?: { members: number }): void {
  if (typeof performance.mark === 'function') performance.mark(name, { detail });
}
