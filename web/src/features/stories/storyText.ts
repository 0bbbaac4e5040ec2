import type { StoryType } from '../../gql/graphql';

/** The kinds of story, in the order the form lists them. */
export const STORY_TYPES: { value: StoryType; label: string }[] = [
  { value: 'memory', label: 'Memory' },
  { value: 'milestone', label: 'Milestone' },
  { value: 'tradition', label: 'Tradition' },
  { value: 'achievement', label: 'Achievement' },
];

export const storyTypeLabel = (type: StoryType) => STORY_TYPES.find((t) => t.value === type)?.label ?? type;

/** The spec's words when a story is shared, or is not. */
export const SHARED_TOAST = { title: 'Story Created', text: 'Your family story has been shared successfully!' };
export const NOT_SHARED_TITLE = 'Story not shared';
export const NOT_SHARED_TEXT = 'There was an error sharing your story. Please try again.';
