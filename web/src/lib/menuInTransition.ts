import { startTransition, useMemo, useState } from 'react';

/**
 * A select field's `slotProps` whose menu opens as a transition: the press that opens it is answered
 * in the next frame (the field's own feedback), and the menu with its options is drawn in the frames
 * right after, in slices the browser can paint between, rather than holding that first frame back.
 * Closing (a choice made, Escape, a click outside) is drawn at once.
 */
export function useMenuInTransition() {
  const [open, setOpen] = useState(false);
  return useMemo(
    () => ({
      select: {
        open,
        onOpen: () => startTransition(() => setOpen(true)),
        onClose: () => setOpen(false),
      },
    }),
    [open],
  );
}
