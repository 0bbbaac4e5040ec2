/** The fewest characters the API searches for (trimmed). */
export const MIN_QUERY_LENGTH = 2;
/** The most it searches for. */
export const MAX_QUERY_LENGTH = 100;
