import { memo } from 'react';
import type { EdgeShape } from './layout';
import { treeColours } from './treeColours';

const strokes = {
  parent: { stroke: treeColours.parentLine, strokeWidth: 1.5 },
  partner: { stroke: treeColours.partnerLine, strokeWidth: 2 },
  'partner-ended': { stroke: treeColours.partnerLine, strokeWidth: 2, strokeDasharray: '7 5' },
  link: { stroke: treeColours.linkLine, strokeWidth: 2, strokeDasharray: '1 5', strokeLinecap: 'round' as const },
};

/** A line between people; typed links carry a small label saying what they stand for. */
export const TreeEdgeView = memo(function TreeEdgeView({ edge }: { edge: EdgeShape }) {
  const width = (edge.label?.length ?? 0) * 6.2 + 12;
  return (
    <g data-edge-style={edge.style}>
      <path d={edge.path} fill="none" {...strokes[edge.style]} />
      {edge.label && (
        <g transform={`translate(${edge.labelX},${edge.labelY})`}>
          <rect x={-width / 2} y={-9} width={width} height={18} rx={9} fill={treeColours.background} />
          <text textAnchor="middle" dy="0.35em" fontSize={13} fontStyle="italic" fill={treeColours.linkLabel}>
            {edge.label}
          </text>
        </g>
      )}
    </g>
  );
});
