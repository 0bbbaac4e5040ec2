import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';

/** The running test app (test/test-app.ts): its ORM writes the rows. */
interface TestApp {
  orm: MikroORM;
}

// Rows the timeline derives its entries from, written straight into their tables (as the memories,
// stories and family-events modules store them), so that tests choose every date and who sees what.

const run = (app: TestApp, sql: string, params: unknown[]) => app.orm.em.fork().execute(sql, params);

/** A photo memory in a circle, with its small picture made unless `thumbnail` is false. Returns its id. */
export async function memoryRow(app: TestApp, q: { circleId: string; uploaderId: string; title: string; eventDate?: string | null; thumbnail?: boolean }) {
  const [id, fileId] = [randomUUID(), randomUUID()];
  await run(app, `insert into stored_files (id, created_at, updated_at, key, owner_id, purpose, status, mime_type, size, width, height) values (?, now(), now(), ?, ?, 'memory', 'ready', 'image/jpeg', 1000, 40, 30)`, [fileId, `memories/t-${id}`, q.uploaderId]);
  if (q.thumbnail !== false) {
    await run(app, `insert into stored_files (id, created_at, updated_at, key, owner_id, purpose, status, mime_type, size, width, height, parent_id, variant) values (?, now(), now(), ?, ?, 'derivative', 'ready', 'image/webp', 100, 40, 30, ?, 'w400')`, [randomUUID(), `memories/t-${id}.w400.webp`, q.uploaderId, fileId]);
  }
  await run(app, `insert into memories (id, created_at, updated_at, title, kind, event_date, circle_id, uploaded_by_id, file_id) values (?, now(), now(), ?, 'image', ?, ?, ?, ?)`, [id, q.title, q.eventDate ?? null, q.circleId, q.uploaderId, fileId]);
  return id;
}

/** Tags people in a memory. */
export async function tagMemory(app: TestApp, memoryId: string, memberIds: string[]) {
  for (const memberId of memberIds) await run(app, `insert into photo_tags (id, memory_id, member_id, is_verified, created_at) values (?, ?, ?, false, now())`, [randomUUID(), memoryId, memberId]);
}

/** A story with its tags and attached memories. Returns its id. */
export async function storyRow(
  app: TestApp,
  q: { authorId: string; title: string; type: string; eventDate?: string | null; createdAt?: string; isPublic?: boolean; circleId?: string | null; memberIds?: string[]; memoryIds?: string[] },
) {
  const id = randomUUID();
  await run(app, `insert into family_stories (id, created_at, updated_at, author_id, title, content, story_type, event_date, is_public, circle_id) values (?, ?, now(), ?, ?, ?, ?, ?, ?, ?)`, [
    id, q.createdAt ?? new Date().toISOString(), q.authorId, q.title, `All about ${q.title}.`, q.type, q.eventDate ?? null, q.isPublic ?? true, q.circleId ?? null,
  ]);
  for (const memberId of q.memberIds ?? []) await run(app, `insert into story_tags (story_id, member_id) values (?, ?)`, [id, memberId]);
  for (const [position, memoryId] of (q.memoryIds ?? []).entries()) await run(app, `insert into story_memories (story_id, memory_id, position) values (?, ?, ?)`, [id, memoryId, position]);
  return id;
}

/** A family event with its invitees and photos. Returns its id. */
export async function eventRow(
  app: TestApp,
  q: { organizerId: string; title: string; type: string; startsAt: string; timeZone?: string; isPrivate?: boolean; cancelled?: boolean; inviteeIds?: string[]; memoryIds?: string[] },
) {
  const id = randomUUID();
  await run(app, `insert into family_events (id, created_at, updated_at, organizer_id, title, event_type, starts_at, time_zone, all_day, location, is_private, cancelled_at) values (?, now(), now(), ?, ?, ?, ?, ?, false, 'The old house', ?, ?)`, [
    id, q.organizerId, q.title, q.type, q.startsAt, q.timeZone ?? 'Europe/London', q.isPrivate ?? false, q.cancelled ? new Date().toISOString() : null,
  ]);
  for (const userId of q.inviteeIds ?? []) await run(app, `insert into family_event_invitations (id, event_id, user_id, invited_at) values (?, ?, ?, now())`, [randomUUID(), id, userId]);
  for (const [position, memoryId] of (q.memoryIds ?? []).entries()) await run(app, `insert into family_event_photos (event_id, memory_id, position) values (?, ?, ?)`, [id, memoryId, position]);
  return id;
}

/** A voice message (a story unless `isStory` is false) with its recording's file and its recipients, sent at `sentAt`. Returns its id. */
export async function voiceMessageRow(app: TestApp, q: { senderId: string; title: string; recipientIds: string[]; sentAt: string; isStory?: boolean; description?: string | null }) {
  const [id, fileId] = [randomUUID(), randomUUID()];
  await run(app, `insert into stored_files (id, created_at, updated_at, key, owner_id, purpose, status, mime_type, size) values (?, now(), now(), ?, ?, 'voice-message', 'ready', 'audio/ogg', 1000)`, [fileId, `voice/t-${id}`, q.senderId]);
  await run(app, `insert into voice_messages (id, created_at, updated_at, sender_id, title, description, is_story, file_id, duration_seconds) values (?, ?, now(), ?, ?, ?, ?, ?, 3)`, [
    id, q.sentAt, q.senderId, q.title, q.description ?? null, q.isStory ?? true, fileId,
  ]);
  for (const userId of q.recipientIds) await run(app, `insert into voice_message_recipients (id, created_at, updated_at, message_id, user_id) values (?, now(), now(), ?, ?)`, [randomUUID(), id, userId]);
  return id;
}
