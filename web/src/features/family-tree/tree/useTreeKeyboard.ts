import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { cardLabelOf } from './cardLabel';
import { NOBODY_TOWARD, relativeToward, type Step } from './keyboardNavigation';
import type { Kinship } from './kinship';
import type { PlacedPerson, TreeLayout } from './layout';

interface TreeKeyboardOptions {
  layout: TreeLayout;
  kinship: Kinship;
  /** Holds the cards, found by their data-person-id. */
  containerRef: RefObject<HTMLElement | null>;
  /** Brings a card into view. */
  reveal: (person: PlacedPerson) => void;
  /** Changes whenever the cards are rendered again. */
  rendered: unknown;
}

/**
 * The chart's keyboard: one card is the tab stop (the focus at first), the arrow keys go from it
 * to relatives, and each person reached is announced to screen readers.
 */
export function useTreeKeyboard({ layout, kinship, containerRef, reveal, rendered }: TreeKeyboardOptions) {
  const { t } = useTranslation('familyTree');
  const [chosenId, setChosenId] = useState<string | null>(null);
  // The tab stop: the last person the keyboard, a click or the search box went to, else the focus.
  const currentId = chosenId && layout.byId.has(chosenId) ? chosenId : layout.focusId;
  // The person whose card has the keyboard focus, which may be another (a card can be clicked).
  const focusedRef = useRef<string | null>(null);
  const cameFromRef = useRef<string | null>(null);
  const focusPendingRef = useRef(false);
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });

  // A card moved to takes the focus once it has been rendered (it always is: the panel draws the
  // current person wherever the view is).
  useEffect(() => {
    if (!focusPendingRef.current) return;
    focusPendingRef.current = false;
    const card = containerRef.current?.querySelector<SVGGElement>(`[data-person-id="${currentId.replace(/["\\]/g, '\\$&')}"]`);
    card?.focus({ preventScroll: true });
  }, [containerRef, currentId, rendered]);

  /** Makes `id` the tab stop; with `takeFocus`, their card takes the keyboard focus too. */
  const makeCurrent = useCallback((id: string, takeFocus = false) => {
    focusedRef.current = id;
    if (takeFocus) focusPendingRef.current = true;
    setChosenId(id);
  }, []);

  // Only a ref changes here: the tab stop moves with the arrow keys, clicks and the search box.
  const onCardFocus = useCallback(
    (id: string) => {
      const person = layout.byId.get(id);
      if (person) reveal(person);
      focusedRef.current = id;
    },
    [layout, reveal],
  );

  const announce = (text: string) => setAnnouncement((previous) => ({ text, count: previous.count + 1 }));

  const step = (direction: Step) => {
    const focused = focusedRef.current;
    const from = focused && layout.byId.has(focused) ? focused : currentId;
    const next = relativeToward(layout, kinship, from, direction, cameFromRef.current);
    const person = next ? layout.byId.get(next) : undefined;
    if (!person) return announce(t(NOBODY_TOWARD[direction]));
    cameFromRef.current = from;
    makeCurrent(person.id, true);
    reveal(person);
    announce(cardLabelOf(person.person));
  };

  return { currentId, makeCurrent, onCardFocus, step, announcement };
}
