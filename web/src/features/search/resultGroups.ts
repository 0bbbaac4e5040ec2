import type { HeaderSearchQuery, SearchResultFieldsFragment, SearchResultKind } from '../../gql/graphql';

export type SearchHit = SearchResultFieldsFragment;

/** The kinds in the order the list shows them, with their headings. */
export const GROUPS: { field: keyof Omit<HeaderSearchQuery['search'], '__typename'>; kind: SearchResultKind; heading: string }[] = [
  { field: 'people', kind: 'person', heading: 'People' },
  { field: 'memories', kind: 'memory', heading: 'Memories' },
  { field: 'stories', kind: 'story', heading: 'Stories' },
  { field: 'events', kind: 'event', heading: 'Events' },
];

/** Every result in one list, group after group, as the arrow keys walk them. */
export function flattenResults(search: HeaderSearchQuery['search'] | undefined): SearchHit[] {
  if (!search) return [];
  return GROUPS.flatMap(({ field }) => search[field] ?? []);
}

/** The heading of a result's group. */
export const headingOf = (kind: SearchResultKind) => GROUPS.find((g) => g.kind === kind)?.heading ?? '';
