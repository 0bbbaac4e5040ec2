const SPACES = /\s{2,}|[^\S ]/;

/** Trimmed, inner whitespace (line breaks too) collapsed to single spaces; most values need neither, so check first. */
export function collapse(text: string): string {
  const trimmed = text.trim();
  return SPACES.test(trimmed) ? trimmed.replace(/\s+/g, ' ') : trimmed;
}

/**
 * The stored text of a GEDCOM date: as written, trimmed, inner whitespace collapsed. This is the
 * `value` of the shared date model's `gedcomDate` (a test holds the two together) without reading
 * the date, which planning does not need and which would add most of a second to a 100,000-person file.
 */
export const dateText = collapse;
