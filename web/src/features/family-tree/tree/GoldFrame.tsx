import { CARD_HEIGHT, CARD_WIDTH } from './constants';
import type { CardForm } from './cull';
import type { PlacedPerson } from './layout';
import { GOLD_GLOW, GOLD_STOPS } from './chartStyles';

/** Room between the card's edge and its frame, in tree units. */
const GAP = 5;
const CARD_RADIUS = 16;
/**
 * The frame's gradient, which the panel defines once when the gold style is shown. A fixed id: were
 * there two panels, both would define the same gradient.
 */
export const GOLD_GRADIENT_ID = 'tree-gold-frame';

/** The gold style's gradient: gold from dark to bright and back along the frame. */
export function GoldGradient() {
  return (
    <linearGradient id={GOLD_GRADIENT_ID} x1="0" y1="0" x2="1" y2="1">
      {GOLD_STOPS.map((colour, i) => (
        <stop key={colour} offset={i / (GOLD_STOPS.length - 1)} stopColor={colour} />
      ))}
    </linearGradient>
  );
}

/**
 * A gilt frame with a soft glow around the viewer's own card (the gold style). Drawn before the
 * card, outside its edge, so that the card's own outline (focus, selection) still shows.
 */
export function GoldFrame({ placed, form }: { placed: PlacedPerson; form: CardForm }) {
  const far = form === 'shape';
  return (
    <rect
      className="tree-gold-frame"
      data-frame-of={placed.id}
      x={placed.x - CARD_WIDTH / 2 - GAP}
      y={placed.y - CARD_HEIGHT / 2 - GAP}
      width={CARD_WIDTH + 2 * GAP}
      height={CARD_HEIGHT + 2 * GAP}
      rx={CARD_RADIUS + GAP}
      fill="none"
      stroke={`url(#${GOLD_GRADIENT_ID})`}
      strokeWidth={far ? 6 : 3.5}
      // Zoomed far out, the frame keeps its width on screen, like the focus's outline, and is wider
      // than it: the card's outline covers its inner half.
      vectorEffect={far ? 'non-scaling-stroke' : undefined}
      style={{ filter: `drop-shadow(0 0 6px ${GOLD_GLOW})` }}
      aria-hidden
      pointerEvents="none"
    />
  );
}
