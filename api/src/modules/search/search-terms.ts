/** The words of a search, as the full-text statements use them. */
export interface TextTerms {
  /**
   * A full-text query for the 'simple' configuration the search indexes use: every word must
   * appear, the last one also as the start of a longer word (so "summer pic" finds "Summer picnic"
   * while it is being typed).
   */
  tsQuery: string;
  /** ilike patterns, one per word, to rank first what holds every word in its title. */
  titlePatterns: string[];
}

const MAX_WORDS = 10;

/**
 * The search's words, letters and digits only, so that the text can never be read as query syntax
 * or as a pattern. Null when no word is left ("--").
 */
export function textTerms(query: string): TextTerms | null {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  if (!words.length) return null;
  return {
    tsQuery: words.map((word, i) => (i === words.length - 1 ? `'${word}':*` : `'${word}'`)).join(' & '),
    titlePatterns: words.map((word) => `%${word}%`),
  };
}

/** A condition: the title column holds every word (one ilike parameter per word, titlePatterns). */
export const titleHolds = (column: string, terms: TextTerms) => terms.titlePatterns.map(() => `${column} ilike ?`).join(' and ');
