import type { HeaderSearchQuery, SearchResultFieldsFragment, SearchResultKind } from '../../gql/graphql';
import { tKey } from '../../lib/i18n';

export type SearchHit = SearchResultFieldsFragment;

/** The kinds in the order the list shows them, with their headings (catalogue keys, shown with `t(…)`). */
export const GROUPS: { field: keyof Omit<HeaderSearchQuery['search'], '__typename'>; kind: SearchResultKind; heading: string }[] = [
  { field: 'people', kind: 'person', heading: tKey('search:group.people') },
  { field: 'memories', kind: 'memory', heading: tKey('search:group.memories') },
  { field: 'stories', kind: 'story', heading: tKey('search:group.stories') },
  { field: 'events', kind: 'event', heading: tKey('search:group.events') },
  { field: 'momentAnswers', kind: 'moment_answer', heading: tKey('search:group.momentAnswers') },
  { field: 'timeCapsules', kind: 'time_capsule', heading: tKey('search:group.timeCapsules') },
  { field: 'achievements', kind: 'achievement', heading: tKey('search:group.achievements') },
  { field: 'voiceMessages', kind: 'voice_message', heading: tKey('search:group.voiceMessages') },
  { field: 'heirlooms', kind: 'heirloom', heading: tKey('search:group.heirlooms') },
];

/** Every result in one list, group after group, as the arrow keys walk them. */
export function flattenResults(search: HeaderSearchQuery['search'] | undefined): SearchHit[] {
  if (!search) return [];
  return GROUPS.flatMap(({ field }) => search[field] ?? []);
}

/** The catalogue key of a result's group's heading. */
export const headingOf = (kind: SearchResultKind) => GROUPS.find((g) => g.kind === kind)?.heading ?? '';
