// What other modules use of the stories module.
export { getStory, listStories, storyCount } from './story.service.ts';
export { attachmentsOf, taggedMembersOf } from './story-parts.service.ts';
export type { StoryModel } from './story.presenter.ts';
export { STORY_TYPES, type StoryType } from './story.entity.ts';
export { storiesForExport, deleteStoriesOf } from './story-export.ts';
export { storyTagReferences } from './story-tag-references.ts';
