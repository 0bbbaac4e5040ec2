import type { EntityManager } from '@mikro-orm/postgresql';
import { Story } from './story.entity.ts';

/** The stories a user wrote, for their own data export. */
export async function storiesForExport(em: EntityManager, userId: string) {
  const stories = await em.find(Story, { author: userId }, { populate: ['circle'], orderBy: { createdAt: 'asc', id: 'asc' } });
  return stories.map((s) => ({ id: s.id, title: s.title, content: s.content, storyType: s.storyType, eventDate: s.eventDate ?? null, isPublic: s.isPublic, circle: s.circle?.name ?? null, createdAt: s.createdAt, updatedAt: s.updatedAt }));
}

/** Removes the stories a leaving user wrote. */
export async function deleteStoriesOf(em: EntityManager, userId: string) {
  await em.nativeDelete(Story, { author: userId });
}
