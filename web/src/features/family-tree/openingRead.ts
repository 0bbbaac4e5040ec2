/**
 * The near window read as the app opened on the tree screen (preloadTreeScreen), and when. The screen
 * shows it from the cache without reading it again at once: the answer is a moment old, and a second
 * request would only compete with the first frame. Once the screen has shown it, the note is
 * forgotten: shown again later, the window is read again as usual.
 */
let opening: { key: string; at: number } | null = null;

/** How long the opening read counts as just read. */
export const OPENING_READ_FRESH_MS = 10_000;

/** Notes that the near window with these variables is being read as the app opens. */
export function noteOpeningRead(variables: object, now = Date.now()): void {
  opening = { key: JSON.stringify(variables), at: now };
}

/** Whether the near window with these variables was read as the app opened, moments ago. */
export function readAtOpening(variables: object, now = Date.now()): boolean {
  return opening !== null && opening.key === JSON.stringify(variables) && now - opening.at < OPENING_READ_FRESH_MS;
}

/** Forgets the opening read (the screen has shown it). */
export function forgetOpeningRead(): void {
  opening = null;
}
