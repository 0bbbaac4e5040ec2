import { startTransition } from 'react';

/**
 * Runs `work` once the browser has painted what the current event changed (the pressed button, the
 * closed menu), in a task of its own and as a transition: the press is answered at the next frame,
 * and a form's costlier answer to it (checking every field, drawing the form again) comes in the
 * frames right after, in slices the browser can paint between. Works queued this way keep their
 * order.
 */
export function afterNextPaint(work: () => void): void {
  const later = () => setTimeout(() => startTransition(work), 0);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(later);
  else later();
}
