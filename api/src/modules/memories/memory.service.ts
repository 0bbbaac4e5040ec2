import { notFound } from '../../errors.ts';
import { requireViewer } from '../../policies/authorize.ts';
import type { ServiceContext } from '../service-context.ts';
import { findUsersByIds } from '../users/index.ts';
import { check, isUuid } from '../../input/validation.ts';
import type { MemoryModel } from './memory.model.ts';
import { memoryPage, memoryRow, memoryRowsByIds, visibleMemoryCount, type MemoryRow } from './memory.repository.ts';
import { rememberListed } from './memory-tags.service.ts';
import { pageRules } from './memory.input.ts';

/** The cursor of a page's last memory: when it was added and its id (the list's order). */
const cursorOf = (row: MemoryRow) => `${new Date(row.created_at).toISOString()}|${row.id}`;

/** Models of read rows, their uploaders other than the viewer (who is known) loaded in one statement. */
async function modelsOf(sc: ServiceContext, rows: MemoryRow[]): Promise<MemoryModel[]> {
  const viewer = requireViewer(sc.viewer);
  const uploaderIds = [...new Set(rows.map((r) => r.uploaded_by_id).filter((id): id is string => Boolean(id) && id !== viewer.id))];
  const uploaders = new Map((uploaderIds.length ? await findUsersByIds(sc.em, uploaderIds) : []).map((u) => [u.id, u]));
  uploaders.set(viewer.id, viewer);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    kind: row.kind,
    eventDate: row.event_date,
    circleId: row.circle_id,
    uploadedBy: row.uploaded_by_id ? (uploaders.get(row.uploaded_by_id) ?? null) : null,
    createdAt: new Date(row.created_at),
    file: {
      key: row.file_key,
      mimeType: row.file_mime_type,
      size: Number(row.file_size),
      width: row.file_width,
      height: row.file_height,
      durationSeconds: row.file_duration_seconds,
    },
    derived: row.derived,
    taggedCount: row.tagged_count,
    view: { uploadedById: row.uploaded_by_id, role: row.viewer_role },
  }));
}

export interface MemoryPageModel {
  nodes: MemoryModel[];
  endCursor: string | null;
  hasMore: boolean;
}

/**
 * A page of the memories the viewer may see (their circles', or one circle's, or those in which a
 * person they see is tagged), newest first. Two statements whatever the page's size.
 */
export async function listMemories(sc: ServiceContext, args: { circleId?: string | null; memberId?: string | null; after?: string | null; first: number }): Promise<MemoryPageModel> {
  const viewer = requireViewer(sc.viewer);
  const { first, after, circleId, memberId } = await check(pageRules, args);
  const [createdAt, id] = after ? after.split('|') : [];
  const rows = await memoryPage(sc.em, { viewerId: viewer.id, circleId, memberId, after: after ? { createdAt, id } : null, limit: first + 1 });
  const page = rows.slice(0, first);
  return { nodes: await modelsOf(sc, page), endCursor: rows.length > first ? cursorOf(page[page.length - 1]) : null, hasMore: rows.length > first };
}

/** One memory the viewer may see: NOT_FOUND otherwise (outside their circles, or no such memory). */
export async function getMemory(sc: ServiceContext, id: string): Promise<MemoryModel> {
  const viewer = requireViewer(sc.viewer);
  const row = isUuid(id) ? await memoryRow(sc.em, viewer.id, id) : null;
  if (!row) throw notFound('Memory');
  const [model] = await modelsOf(sc, [row]);
  return model;
}

/**
 * The memories among `ids` that the viewer may see, in the order asked (others are left out, as if
 * they did not exist): what another module attaches to its own things. Their tags are read together.
 */
export async function visibleMemories(sc: ServiceContext, ids: readonly string[]): Promise<MemoryModel[]> {
  const viewer = requireViewer(sc.viewer);
  const wanted = [...new Set(ids.filter(isUuid))];
  const models = await modelsOf(sc, await memoryRowsByIds(sc.em, viewer.id, wanted));
  rememberListed(sc, models.map((m) => m.id));
  const byId = new Map(models.map((m) => [m.id, m]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/** How many memories the viewer's circles hold (the header's and the dashboard's figure). */
export async function memoryCount(sc: ServiceContext): Promise<number> {
  return visibleMemoryCount(sc.em, requireViewer(sc.viewer).id);
}
