import { startTransition, useCallback, useMemo, useState, type ChangeEvent } from 'react';
import { afterNextPaint } from './afterNextPaint';

interface SelectBinding {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A select field's bindings whose menu opens as a transition and whose choice is taken after the
 * next paint: the press that opens the menu, or picks one of its options, is answered in the next
 * frame (the menu closing, the field showing the choice), and what it changes — the menu with its
 * options drawn in slices the browser can paint between, or the choice taken by the form (checked,
 * the form drawn again) once that frame is painted (`afterNextPaint`) — right after, rather than
 * holding that first frame back. Closing the menu (a choice made, Escape, a click outside) is drawn
 * at once. Spread the result on the field in place of the binding given. The change's event must
 * say its value as it was (a select's does: MUI gives it a target of its own); a form sent through
 * `FormInTransition` is sent with the choice (both come after the paint, in order).
 */
export function useSelectInTransition<B extends SelectBinding>(binding: B) {
  const [open, setOpen] = useState(false);
  // The choice shown until the form has it: what the field said when it was made, and the choice.
  const [chosen, setChosen] = useState<{ over: string; value: string } | null>(null);
  // The form's value changed otherwise (a reset): it shows that.
  if (chosen && binding.value !== chosen.over && binding.value !== chosen.value) setChosen(null);
  const { onChange, value } = binding;
  const changeAfterPaint = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const choice = { over: value, value: event.target.value };
      setChosen(choice);
      // The form takes the choice, and the field goes back to showing the form's value, together.
      afterNextPaint(() => {
        onChange(event);
        setChosen((shown) => (shown === choice ? null : shown));
      });
    },
    [onChange, value],
  );
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
  return { ...binding, value: chosen ? chosen.value : value, onChange: changeAfterPaint, slotProps };
}
