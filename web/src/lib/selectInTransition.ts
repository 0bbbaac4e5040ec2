import { startTransition, useCallback, useMemo, useState, type ChangeEvent } from 'react';
import { afterNextPaint } from './afterNextPaint';

interface SelectBinding {
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A select field's bindings whose menu opens as a transition and whose choice is taken after the
 * next paint: the press that opens the menu, or picks one of its options, is answered in the next
 * frame (the menu closing), and what it changes — the menu with its options drawn in slices the
 * browser can paint between, or the choice taken by the form (checked, the form and the field drawn
 * again with it) once that frame is painted (`afterNextPaint`) — right after, rather than holding
 * that first frame back (showing the choice in that first frame costs as much as taking it). Closing the menu (a choice made, Escape, a click outside) is drawn
 * at once. Spread the result on the field in place of the binding given. The change's event must
 * say its value as it was (a select's does: MUI gives it a target of its own); a form sent through
 * `FormInTransition` is sent with the choice (both come after the paint, in order).
 */
export function useSelectInTransition<B extends SelectBinding>(binding: B) {
  const [open, setOpen] = useState(false);
  const { onChange } = binding;
  const changeAfterPaint = useCallback((event: ChangeEvent<HTMLInputElement>) => afterNextPaint(() => onChange(event)), [onChange]);
  const slotProps = useMemo(
    () => ({
      select: {
        open,
        onOpen: () => startTransition(() => setOpen(true)),
        onClose: () => setOpen(false),
      },
    }),
    [open],
  );
  return { ...binding, onChange: changeAfterPaint, slotProps };
}
