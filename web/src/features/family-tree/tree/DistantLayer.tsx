import { memo, useMemo, type MouseEvent } from 'react';
import { CARD_HEIGHT, CARD_WIDTH } from './constants';
import type { EdgeStyle } from './edges';
import type { EdgeShape, PlacedPerson } from './layout';
import { cardFillOf, treeColours } from './treeColours';

const lineColours: Record<EdgeStyle, string> = {
  parent: treeColours.parentLine,
  partner: treeColours.partnerLine,
  'partner-ended': treeColours.partnerLine,
  link: treeColours.linkLine,
};

/** Path data joined per key: a handful of paths draw any number of shapes. */
function joined<T>(items: readonly T[], keyOf: (item: T) => string, pathOf: (item: T) => string): [string, string][] {
  const parts = new Map<string, string[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = parts.get(key);
    if (list) list.push(pathOf(item));
    else parts.set(key, [pathOf(item)]);
  }
  return [...parts].map(([key, list]) => [key, list.join('')]);
}

interface DistantLayerProps {
  people: readonly PlacedPerson[];
  edges: readonly EdgeShape[];
  /** A click on the cards, in client coordinates; the panel finds whose card it was. */
  onPick: (clientX: number, clientY: number) => void;
}

/**
 * The chart zoomed far out, where no text could be read: cards as plain shapes and lines without
 * labels, each kind one path, so thousands of people cost a few elements.
 */
export const DistantLayer = memo(function DistantLayer({ people, edges, onPick }: DistantLayerProps) {
  const lines = useMemo(() => joined(edges, (e) => e.style, (e) => e.path), [edges]);
  const cards = useMemo(
    () => joined(people, (p) => cardFillOf(p.generation), (p) => `M${p.x - CARD_WIDTH / 2},${p.y - CARD_HEIGHT / 2}h${CARD_WIDTH}v${CARD_HEIGHT}h${-CARD_WIDTH}z`),
    [people],
  );
  return (
    <g aria-hidden>
      {lines.map(([style, d]) => (
        <path key={style} d={d} fill="none" stroke={lineColours[style as EdgeStyle]} strokeWidth={1} vectorEffect="non-scaling-stroke" />
      ))}
      <g style={{ cursor: 'pointer' }} onClick={(event: MouseEvent) => onPick(event.clientX, event.clientY)}>
        {cards.map(([fill, d]) => (
          <path key={fill} className="tree-distant-cards" d={d} fill={fill} stroke={treeColours.parentLine} strokeWidth={1} vectorEffect="non-scaling-stroke" />
        ))}
      </g>
    </g>
  );
});
