/**
 * Runs `work` once the browser has painted what the current event changed (the pressed button, the
 * closed menu), in a task of its own: the press is answered at the next frame, and a form's costlier
 * answer to it (checking every field, drawing the form again) comes right after. The updates `work`
 * makes have the normal priority of updates outside an event, so works queued this way are drawn in
 * the order they were queued, before any transition (transitions of separate tasks can be drawn in
 * either order); a caller that wants its drawing in slices starts a transition itself.
 */
export function afterNextPaint(work: () => void): void {
  const later = () => setTimeout(work, 0);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(later);
  else later();
}
