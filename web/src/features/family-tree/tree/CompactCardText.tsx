import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../../lib/text';
import { CARD_HEIGHT, CARD_TEXT, CARD_WIDTH } from './constants';
import type { TreePerson } from './layout';
import { yearsOf } from './cardLabel';
import { fitLine, useFontsLoaded, widthOf } from './cardText';
import { ChartStyleContext, nameFontOf } from './chartStyles';
import { treeColours } from './treeColours';

/** Room for the text across the card, and between the initials and the years. */
const ROOM = CARD_WIDTH - 24;
const YEARS_GAP = 8;

/**
 * What a card says when zoomed out too far for names: initials and years ('MW 1928–2001') in type
 * large enough to stay readable on screen, the years cut short when they do not fit ('c. 1850–b…');
 * further out, the initials alone in larger type.
 */
export function CompactCardText({ person, initialsOnly = false }: { person: TreePerson; initialsOnly?: boolean }) {
  const { t } = useTranslation('familyTree');
  useFontsLoaded();
  // The initials stand for the name: in the name's type (the years stay in the app's own).
  const family = nameFontOf(use(ChartStyleContext));
  const initials = person.isSelf ? t('you') : initialsOf(person.firstName, person.lastName);
  const size = initialsOnly ? CARD_TEXT.initialsOnly : CARD_TEXT.compact;
  const years = initialsOnly ? '' : fitLine([yearsOf(person)], ROOM - widthOf(initials, { size, weight: 700, family }) - YEARS_GAP, { size, weight: 400 });
  return (
    <text x={CARD_WIDTH / 2} y={CARD_HEIGHT / 2} dy="0.35em" textAnchor="middle" fontSize={size} fill={treeColours.name}>
      <tspan fontWeight={700} style={family ? { fontFamily: family } : undefined}>
        {initials}
      </tspan>
      {years && (
        <tspan dx={YEARS_GAP} fill={treeColours.life}>
          {years}
        </tspan>
      )}
    </text>
  );
}
