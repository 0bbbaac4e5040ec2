import { notFound } from '../../errors.ts';
import { requireViewer } from '../../policies/authorize.ts';
import type { ServiceContext } from '../service-context.ts';
import { findUsersByIds } from '../users/index.ts';
import { check, isUuid } from '../../input/validation.ts';
import type { StoryModel } from './story.presenter.ts';
import { readableStoryCount, storyPage, storyRow, type StoryRow } from './story.repository.ts';
import { pageRules } from './story.input.ts';

/** The cursor of a page's last story: when it was shared and its id (the list's order). */
const cursorOf = (row: StoryRow) => `${new Date(row.created_at).toISOString()}|${row.id}`;

/** Models of read rows, their authors other than the viewer (who is known) loaded in one statement. */
async function modelsOf(sc: ServiceContext, rows: StoryRow[]): Promise<StoryModel[]> {
  const viewer = requireViewer(sc.viewer);
  const authorIds = [...new Set(rows.map((r) => r.author_id).filter((id): id is string => Boolean(id) && id !== viewer.id))];
  const authors = new Map((authorIds.length ? await findUsersByIds(sc.em, authorIds) : []).map((u) => [u.id, u]));
  authors.set(viewer.id, viewer);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    storyType: row.story_type,
    eventDate: row.event_date,
    isPublic: row.is_public,
    circleId: row.circle_id,
    author: row.author_id ? (authors.get(row.author_id) ?? null) : null,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    view: { authorId: row.author_id },
  }));
}

export interface StoryPageModel {
  nodes: StoryModel[];
  endCursor: string | null;
  hasMore: boolean;
}

/** A page of the stories the viewer may read (policies/story.policy.ts), newest first. */
export async function listStories(sc: ServiceContext, args: { after?: string | null; first: number }, max: 50 | 100 = 50): Promise<StoryPageModel> {
  const viewer = requireViewer(sc.viewer);
  const { first, after } = await check(pageRules(max), args);
  const [createdAt, id] = after ? after.split('|') : [];
  const rows = await storyPage(sc.em, { viewerId: viewer.id, after: after ? { createdAt, id } : null, limit: first + 1 });
  const page = rows.slice(0, first);
  return { nodes: await modelsOf(sc, page), endCursor: rows.length > first ? cursorOf(page[page.length - 1]) : null, hasMore: rows.length > first };
}

/** One story the viewer may read: NOT_FOUND otherwise, as for one that does not exist. */
export async function getStory(sc: ServiceContext, id: string): Promise<StoryModel> {
  const viewer = requireViewer(sc.viewer);
  const row = isUuid(id) ? await storyRow(sc.em, viewer.id, id) : null;
  if (!row) throw notFound('Story');
  const [model] = await modelsOf(sc, [row]);
  return model;
}

/** How many stories the viewer may read (the dashboard's figure). */
export async function storyCount(sc: ServiceContext): Promise<number> {
  return readableStoryCount(sc.em, requireViewer(sc.viewer).id);
}
