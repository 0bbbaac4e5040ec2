import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../../lib/text';
import { CARD_HEIGHT, CARD_TEXT, CARD_WIDTH } from './constants';
import type { TreePerson } from './layout';
import { yearsOf } from './cardLabel';
import { treeColours } from './treeColours';

/**
 * What a card says when zoomed out too far for names: initials and years ('MW 1928–2001') in type
 * large enough to stay readable on screen; further out, the initials alone in larger type.
 */
export function CompactCardText({ person, initialsOnly = false }: { person: TreePerson; initialsOnly?: boolean }) {
  const { t } = useTranslation('familyTree');
  const years = initialsOnly ? '' : yearsOf(person);
  return (
    <text x={CARD_WIDTH / 2} y={CARD_HEIGHT / 2} dy="0.35em" textAnchor="middle" fontSize={initialsOnly ? CARD_TEXT.initialsOnly : CARD_TEXT.compact} fill={treeColours.name}>
      <tspan fontWeight={700}>{person.isSelf ? t('you') : initialsOf(person.firstName, person.lastName)}</tspan>
      {years && (
        <tspan dx={8} fill={treeColours.life}>
          {years}
        </tspan>
      )}
    </text>
  );
}
