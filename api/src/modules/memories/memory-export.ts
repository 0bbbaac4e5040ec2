import type { EntityManager } from '@mikro-orm/postgresql';
import { Memory } from './memory.entity.ts';

/** The memories a user uploaded, for their own data export: what they said of each, and where its file is. */
export async function memoriesForExport(em: EntityManager, userId: string) {
  const memories = await em.find(Memory, { uploadedBy: userId }, { populate: ['file', 'circle'], orderBy: { createdAt: 'asc', id: 'asc' } });
  return memories.map((m) => ({
    id: m.id,
    title: m.title,
    description: m.description ?? null,
    kind: m.kind,
    eventDate: m.eventDate ?? null,
    circle: m.circle.name,
    createdAt: m.createdAt,
    fileKey: m.file.key,
    contentType: m.file.mimeType,
  }));
}

/** Removes the memories a leaving user uploaded (their files are then removed by the clean-up job). */
export async function deleteMemoriesOf(em: EntityManager, userId: string) {
  await em.nativeDelete(Memory, { uploadedBy: userId });
}
