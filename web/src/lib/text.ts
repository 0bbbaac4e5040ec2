/** Initials for an avatar: the first letters of the first and last name, else of the fallback. */
export function initialsOf(firstName?: string | null, lastName?: string | null, fallback = ''): string {
  const letters = [firstName, lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('');
  if (letters) return letters.toUpperCase();
  return fallback.trim().charAt(0).toUpperCase() || '?';
}
