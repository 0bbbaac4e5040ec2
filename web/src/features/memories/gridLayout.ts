/** As many columns as fit: two on a phone, more as the screen widens (smaller cards when compact). */
export function gridLayout(compact: boolean) {
  const min = compact ? 140 : 220;
  return {
    display: 'grid',
    gap: { xs: 1.5, sm: 2 },
    gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: `repeat(auto-fill, minmax(${min}px, 1fr))` },
  } as const;
}
