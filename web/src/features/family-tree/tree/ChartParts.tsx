import { use } from 'react';
import { ChartStyleContext } from './chartStyles';
import { GoldGradient } from './GoldFrame';
import type { EdgeShape } from './layout';
import { TreeEdgeView } from './TreeEdgeView';

// Parts of the chart's drawing shared by the live chart (TreePanel) and the still one the server
// draws ahead (DrawnChart).

/** What the cards refer to: the circle their photos are cut to (`clipId`), and the gold style's gradient. */
export function ChartDefs({ clipId }: { clipId: string }) {
  const chartStyle = use(ChartStyleContext);
  return (
    <defs>
      <clipPath id={clipId} clipPathUnits="objectBoundingBox">
        <circle cx={0.5} cy={0.5} r={0.5} />
      </clipPath>
      {chartStyle === 'gold' && <GoldGradient />}
    </defs>
  );
}

/** The lines between people, under their cards. */
export function EdgeLines({ edges }: { edges: readonly EdgeShape[] }) {
  return (
    <g>
      {edges.map((edge) => (
        <TreeEdgeView key={edge.id} edge={edge} />
      ))}
    </g>
  );
}
