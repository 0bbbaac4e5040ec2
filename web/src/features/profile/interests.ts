export const MAX_INTERESTS = 30;
export const MAX_INTEREST_LENGTH = 50;

/** Interests as the API keeps them: trimmed, blanks dropped, duplicates (ignoring case) removed. */
export function normalizeInterests(interests: string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of interests) {
    const interest = raw.trim();
    const key = interest.toLocaleLowerCase();
    if (!interest || seen.has(key)) continue;
    seen.add(key);
    result.push(interest);
  }
  return result;
}
