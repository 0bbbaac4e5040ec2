import { tone } from '../../../theme/palette';
import { PANEL_HEIGHT } from './constants';
import { treeColours } from './treeColours';

/**
 * The tree panel's frame: its height, its edge and the paper under the chart (a chart style may lay
 * its own, chartStyles.ts; else dots on cream). The live chart (TreePanel) and the one the server
 * draws ahead (DrawnChart) share it, so one gives way to the other without a jump.
 */
export const panelFrameSx = {
  position: 'relative',
  height: PANEL_HEIGHT,
  minHeight: 320,
  borderRadius: 5,
  border: 1,
  borderColor: 'divider',
  bgcolor: `var(--tree-backdrop-colour, ${tone.cream})`,
  backgroundImage: `var(--tree-backdrop-image, radial-gradient(${tone.line} 1px, transparent 1px))`,
  backgroundSize: 'var(--tree-backdrop-size, 22px 22px)',
  overflow: 'hidden',
} as const;

/** The box the chart's drawing fills, with how its cards look on hover and keyboard focus. */
export const chartAreaSx = {
  position: 'absolute',
  inset: 0,
  cursor: 'grab',
  '&:active': { cursor: 'grabbing' },
  '& .tree-person': { cursor: 'pointer', outline: 'none' },
  '& .tree-person:hover .tree-card': { stroke: treeColours.hoverStroke },
  '& .tree-person:focus-visible .tree-card': { stroke: treeColours.keyboardStroke, strokeWidth: 3 },
  '& svg text': { fontFamily: 'inherit', userSelect: 'none' },
  // Line labels are small type: they go with the names when the cards turn compact.
  '&[data-card-form="compact"] [data-edge-style] > g, &[data-card-form="initials"] [data-edge-style] > g': { display: 'none' },
} as const;
