/** The tree screen's columns under its header: the chart (and what follows it), and the sidebar beside it on wider screens. */
export const treeScreenColumnsSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
  alignItems: 'start',
} as const;
