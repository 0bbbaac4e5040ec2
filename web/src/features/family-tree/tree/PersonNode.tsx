import { memo, type KeyboardEvent } from 'react';
import { initialsOf } from '../../../lib/text';
import { CARD_HEIGHT, CARD_WIDTH } from './constants';
import type { PlacedPerson } from './layout';
import { fitText, fullNameOf, lifeSpanOf, rowNameOf, shownNameOf } from './personLabels';
import { cardFillOf, treeColours } from './treeColours';

const AVATAR = 40;
const PAD = 12;
const TEXT_X = PAD + AVATAR + 12;
/** Material's lock glyph (24 × 24), marking a living person whose details are withheld. */
const LOCK_PATH =
  'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1z';

interface PersonNodeProps {
  placed: PlacedPerson;
  selected: boolean;
  /** Id of the circle clip path the panel defines once for every photo. */
  clipId: string;
  onActivate: (id: string) => void;
}

/** One person's card in the tree: photo or initials, name ('You' for the viewer) and life dates. */
export const PersonNode = memo(function PersonNode({ placed, selected, clipId, onActivate }: PersonNodeProps) {
  const { person, isFocus } = placed;
  const name = shownNameOf(person);
  const fullName = fullNameOf(person);
  const life = lifeSpanOf(person);
  const label = [person.isSelf ? `You (${fullName})` : fullName, life, person.detailsHidden ? 'living, details private' : null].filter(Boolean).join(', ');
  const activate = () => onActivate(placed.id);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    activate();
  };
  const stroke = isFocus ? treeColours.focusStroke : selected ? treeColours.selectedStroke : treeColours.cardStroke;
  return (
    <g
      className="tree-person"
      transform={`translate(${placed.x - CARD_WIDTH / 2},${placed.y - CARD_HEIGHT / 2})`}
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-current={isFocus ? 'true' : undefined}
      data-person-id={placed.id}
      data-generation={placed.generation}
      data-row={rowNameOf(placed.generation)}
      onClick={activate}
      onKeyDown={onKeyDown}
    >
      <title>{label}</title>
      <rect
        className="tree-card"
        width={CARD_WIDTH}
        height={CARD_HEIGHT}
        rx={16}
        fill={cardFillOf(placed.generation)}
        stroke={stroke}
        strokeWidth={isFocus || selected ? 2.5 : 1.25}
      />
      <circle cx={PAD + AVATAR / 2} cy={CARD_HEIGHT / 2} r={AVATAR / 2} fill={treeColours.avatar} />
      <text
        x={PAD + AVATAR / 2}
        y={CARD_HEIGHT / 2}
        dy="0.35em"
        textAnchor="middle"
        fontSize={15}
        fontWeight={700}
        fill={treeColours.avatarText}
      >
        {initialsOf(person.firstName, person.lastName)}
      </text>
      {person.profilePictureUrl && (
        <image
          href={person.profilePictureUrl}
          x={PAD}
          y={(CARD_HEIGHT - AVATAR) / 2}
          width={AVATAR}
          height={AVATAR}
          preserveAspectRatio="xMidYMid slice"
          clipPath={`url(#${clipId})`}
        />
      )}
      <text x={TEXT_X} y={life ? 28 : CARD_HEIGHT / 2} dy={life ? 0 : '0.35em'} fontSize={14} fontWeight={600} fill={treeColours.name}>
        {fitText(name, 15)}
      </text>
      {life && (
        <text x={TEXT_X} y={47} fontSize={12} fill={treeColours.life}>
          {fitText(life, 19)}
        </text>
      )}
      {person.detailsHidden && (
        <g className="tree-private-mark" transform={`translate(${CARD_WIDTH - 24},6) scale(0.75)`} aria-hidden>
          <title>Details of living people are private</title>
          <path d={LOCK_PATH} fill={treeColours.life} />
        </g>
      )}
    </g>
  );
});
