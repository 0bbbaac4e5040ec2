// What the animated timeline shows, kept in its address so a link opens the same year:
// `/animated-timeline?tree=<tree id>&year=<year>&from=<person id>`.

export const ANIMATED_TIMELINE_PATH = '/animated-timeline';

export interface TimelineAddress {
  treeId: string | null;
  /** The year asked for; null: the start. Out of the tree's span, it is brought within it. */
  year: number | null;
  /** Whose descendants; null: the whole tree. */
  fromId: string | null;
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The address's state; anything malformed counts as absent. */
export function readAddress(params: URLSearchParams): TimelineAddress {
  const id = (key: string) => {
    const value = params.get(key);
    return value && ID.test(value) ? value.toLowerCase() : null;
  };
  const year = params.get('year');
  const parsed = year !== null && /^-?\d{1,4}$/.test(year) ? Number(year) : null;
  return { treeId: id('tree'), year: parsed, fromId: id('from') };
}

/** The query string of a state (what is absent is left out). */
export function addressQuery(state: TimelineAddress): string {
  const params = new URLSearchParams();
  if (state.treeId) params.set('tree', state.treeId);
  if (state.year !== null) params.set('year', String(state.year));
  if (state.fromId) params.set('from', state.fromId);
  return params.toString();
}

/** A link to the state, absolute when an origin is given (to share). */
export const addressLink = (state: TimelineAddress, origin = '') => `${origin}${ANIMATED_TIMELINE_PATH}?${addressQuery(state)}`;
