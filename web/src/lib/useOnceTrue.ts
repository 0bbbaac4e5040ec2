import { useState } from 'react';

/**
 * Whether `value` has been true at some render so far. A part whose code loads when it is first
 * opened stays mounted once it has been, so that it closes with its animation.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
