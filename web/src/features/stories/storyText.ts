import type { StoryType } from '../../gql/graphql';
import { tKey } from '../../lib/i18n';

/** What each kind of story is called (catalogue keys). */
export const STORY_TYPE_LABELS = {
  memory: tKey('stories:type.memory'),
  milestone: tKey('stories:type.milestone'),
  tradition: tKey('stories:type.tradition'),
  achievement: tKey('stories:type.achievement'),
} as const satisfies Record<StoryType, string>;

/** The kinds of story, in the order the form lists them, with the catalogue key of each one's name. */
export const STORY_TYPES: { value: StoryType; label: (typeof STORY_TYPE_LABELS)[StoryType] }[] = [
  { value: 'memory', label: STORY_TYPE_LABELS.memory },
  { value: 'milestone', label: STORY_TYPE_LABELS.milestone },
  { value: 'tradition', label: STORY_TYPE_LABELS.tradition },
  { value: 'achievement', label: STORY_TYPE_LABELS.achievement },
];
