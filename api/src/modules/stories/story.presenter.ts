import type { StoryView } from '../../policies/story.policy.ts';
import type { User } from '../users/user.entity.ts';
import type { StoryType } from './story.entity.ts';

/** A story as the viewer reads it: its fields, its author and the viewer's view of it. */
export interface StoryModel {
  id: string;
  title: string;
  content: string;
  storyType: StoryType;
  eventDate: string | null;
  isPublic: boolean;
  circleId: string | null;
  author: User | null;
  createdAt: Date;
  updatedAt: Date;
  view: StoryView;
}

/** A person a story tags, as the REST client reads them. */
export interface TaggedPerson {
  id: string;
  firstName: string;
  lastName: string;
}

/** A story as the earlier REST client reads it (spec section 3, with its people and attachments). */
export const presentStory = (story: StoryModel, authorName: string, taggedMembers: TaggedPerson[], attachments: string[]) => ({
  id: story.id,
  title: story.title,
  content: story.content,
  storyType: story.storyType,
  eventDate: story.eventDate,
  isPublic: story.isPublic,
  circleId: story.circleId,
  authorId: story.author?.id ?? null,
  authorName,
  taggedMembers,
  attachments,
  createdAt: story.createdAt,
  updatedAt: story.updatedAt,
});
