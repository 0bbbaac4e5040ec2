/**
 * Whether two strings are at most one slip apart: equal, or one letter changed, left out, added,
 * or two neighbours swapped (an optimal string alignment distance of at most 1). Linear time.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  const restA = a.slice(start + 1);
  const restB = b.slice(start + 1);
  if (a.length === b.length) {
    // One letter changed, or this letter and the next swapped.
    return restA === restB || (a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2));
  }
  // One letter left out of the longer.
  return a.length > b.length ? a.slice(start + 1) === b.slice(start) : a.slice(start) === b.slice(start + 1);
}
