import { memo, use, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../../lib/text';
import { cardLabelOf } from './cardLabel';
import { CARD_HEIGHT, CARD_TEXT, CARD_WIDTH } from './constants';
import { CompactCardText } from './CompactCardText';
import type { CardForm } from './cull';
import type { PlacedPerson } from './layout';
import { fitLine, useFontsLoaded } from './cardText';
import { ChartStyleContext, nameFontOf } from './chartStyles';
import { GoldFrame } from './GoldFrame';
import { lifeFormsOf, rowNameOf, shownNameOf } from './personLabels';
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
  /** How much the card shows at the current zoom. */
  form: CardForm;
  /** The one card Tab stops at; the arrow keys move on from it. */
  tabbable: boolean;
  /** Id of the circle clip path the panel defines once for every photo. */
  clipId: string;
  onActivate: (id: string) => void;
  onFocus: (id: string) => void;
  /** An Element Timing name for the card's name, so that a page can tell when it was first painted. */
  timing?: string;
  /**
   * A card of the still picture the server draws ahead (DrawnChart): not a button, out of the tab
   * order, and without the class and ids the live chart's styles, tests and handlers look for, so
   * nothing takes it for a live card.
   */
  still?: boolean;
}

/** One person's card in the tree: photo or initials, name ('You' for the viewer) and life dates. */
export const PersonNode = memo(function PersonNode({ placed, selected, form, tabbable, clipId, onActivate, onFocus, timing, still }: PersonNodeProps) {
  // Subscribed to the language, so that the card's texts follow it.
  useTranslation('familyTree');
  const { person, isFocus } = placed;
  const label = cardLabelOf(person);
  const activate = () => onActivate(placed.id);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    activate();
  };
  const marked = isFocus || selected;
  const style = use(ChartStyleContext);
  const framed = person.isSelf && style === 'gold';
  return (
    <>
      {framed && <GoldFrame placed={placed} form={form} />}
      <g
        className={still ? 'tree-person-still' : 'tree-person'}
        transform={`translate(${placed.x - CARD_WIDTH / 2},${placed.y - CARD_HEIGHT / 2})`}
        role={still ? undefined : 'button'}
        tabIndex={still ? undefined : tabbable ? 0 : -1}
        aria-label={label}
        aria-current={isFocus ? 'true' : undefined}
        data-person-id={still ? undefined : placed.id}
        data-generation={placed.generation}
        data-row={rowNameOf(placed.generation)}
        data-form={form}
        onClick={activate}
        onKeyDown={onKeyDown}
        onFocus={() => onFocus(placed.id)}
      >
        <title>{label}</title>
        <rect
          className="tree-card"
          width={CARD_WIDTH}
          height={CARD_HEIGHT}
          rx={16}
          fill={cardFillOf(placed.generation)}
          stroke={isFocus ? treeColours.focusStroke : selected ? treeColours.selectedStroke : treeColours.cardStroke}
          strokeWidth={form === 'shape' ? (marked ? 3 : 1) : marked ? 2.5 : 1.25}
          // Zoomed far out, outlines keep their width on screen so the focus can still be picked out.
          vectorEffect={form === 'shape' ? 'non-scaling-stroke' : undefined}
        />
        {form === 'full' && <CardName placed={placed} timing={timing} />}
      </g>
      {form === 'full' && <CardPicture placed={placed} clipId={clipId} still={still} />}
      {(form === 'compact' || form === 'initials') && (
        // Initials and years, like the photo: a picture of the person, not words of the label.
        <g
          className="tree-card-picture"
          data-picture-of={still ? undefined : placed.id}
          transform={`translate(${placed.x - CARD_WIDTH / 2},${placed.y - CARD_HEIGHT / 2})`}
          aria-hidden
          pointerEvents="none"
        >
          <CompactCardText person={person} initialsOnly={form === 'initials'} />
        </g>
      )}
    </>
  );
});

/** Where a card's text ends. */
const TEXT_END = CARD_WIDTH - PAD;
/** Where the lock of a person whose details are private begins: the name stops short of it. */
const PRIVATE_MARK_X = CARD_WIDTH - 24;
const NAME_FONT = { size: CARD_TEXT.name, weight: 600 };
const LIFE_FONT = { size: CARD_TEXT.life, weight: 400 };
/** The baselines of the name and the life line under it. */
const NAME_Y = 28;
const LIFE_Y = 48;

/**
 * The photo, or the initials on a disc, and the life line under the name. Drawn over the card but
 * outside its button, and clicks go through them to the card: a picture of the person and dates in
 * a short form ("b. 30 Nov 1982"), not words of its label (WCAG 2.5.3 wants a control's visible
 * words in its name; the label says the dates in full).
 */
function CardPicture({ placed: { id, person, x, y }, clipId, still }: { placed: PlacedPerson; clipId: string; still?: boolean }) {
  // Measured again once the page's fonts are in: what was measured before was another font.
  useFontsLoaded();
  const life = fitLine(lifeFormsOf(person), TEXT_END - TEXT_X, LIFE_FONT);
  return (
    <g className="tree-card-picture" data-picture-of={still ? undefined : id} transform={`translate(${x - CARD_WIDTH / 2},${y - CARD_HEIGHT / 2})`} aria-hidden pointerEvents="none">
      <circle cx={PAD + AVATAR / 2} cy={CARD_HEIGHT / 2} r={AVATAR / 2} fill={treeColours.avatar} />
      <text
        x={PAD + AVATAR / 2}
        y={CARD_HEIGHT / 2}
        dy="0.35em"
        textAnchor="middle"
        fontSize={CARD_TEXT.initials}
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
      {life && (
        <text className="tree-card-life" x={TEXT_X} y={LIFE_Y} fontSize={LIFE_FONT.size} fill={treeColours.life}>
          {life}
        </text>
      )}
    </g>
  );
}

/**
 * The name, the card's label shown: whole, or as many of its words as fit followed by an ellipsis
 * (the card's title and label keep it whole).
 */
function CardName({ placed: { person }, timing }: { placed: PlacedPerson; timing?: string }) {
  const { t } = useTranslation('familyTree');
  useFontsLoaded();
  const family = nameFontOf(use(ChartStyleContext));
  const nameEnd = person.detailsHidden ? PRIVATE_MARK_X - 4 : TEXT_END;
  const name = fitLine([shownNameOf(person)], nameEnd - TEXT_X, { ...NAME_FONT, family }, 'words');
  const withLife = lifeFormsOf(person).length > 0;
  return (
    <>
      <text
        x={TEXT_X}
        y={withLife ? NAME_Y : CARD_HEIGHT / 2}
        dy={withLife ? 0 : '0.35em'}
        fontSize={NAME_FONT.size}
        fontWeight={NAME_FONT.weight}
        fill={treeColours.name}
        style={family ? { fontFamily: family } : undefined}
        // Not in React's types: an attribute the browser reads as it is.
        {...(timing && { elementtiming: timing })}
      >
        {name}
      </text>
      {person.detailsHidden && (
        <g className="tree-private-mark" transform={`translate(${PRIVATE_MARK_X},6) scale(0.75)`} aria-hidden>
          <title>{t('card.privateMark')}</title>
          <path d={LOCK_PATH} fill={treeColours.life} />
        </g>
      )}
    </>
  );
}
