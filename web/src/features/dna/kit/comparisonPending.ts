/**
 * Whether a kit's comparisons are still to be brought up to date: they run now, or an agreement to
 * match is newer than their last run. Agreeing adds the comparisons' job but leaves the kit saying
 * it is up to date until the job starts, so the page counts such an agreement as a run about to
 * begin, and asks again until the run has ended after it.
 */
export function comparisonPending(
  kit: { matchingStatus: string; lastSynced: string | null },
  consents: readonly { createdAt: string }[],
): boolean {
  if (kit.matchingStatus === 'comparing') return true;
  const synced = kit.lastSynced ? Date.parse(kit.lastSynced) : Number.NEGATIVE_INFINITY;
  return consents.some((consent) => Date.parse(consent.createdAt) > synced);
}
