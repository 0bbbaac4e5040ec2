import { AppError, invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { authorize, requireViewer } from '../../policies/authorize.ts';
import { enqueueJob } from '../../jobs/index.ts';
import { circleViewOf } from '../circles/index.ts';
import { getMember } from '../family/index.ts';
import { discardMedia, markReady, MAKE_DERIVATIVES, receiveMedia, type MediaSource, type ReceivedMedia } from '../files/index.ts';
import type { ServiceContext } from '../service-context.ts';
import { check } from '../../input/validation.ts';
import { Memory } from './memory.entity.ts';
import { PhotoTag } from './photo-tag.entity.ts';
import { newMemoryRules } from './memory.input.ts';
import { getMemory } from './memory.service.ts';
import { tellAboutNewMemory } from './memory-notices.ts';
import type { MemoryModel } from './memory.model.ts';

/** The spec's words when a title, circle or file is missing. */
export const missingInformation = () => t('memories:missingInformation');

/** A new memory's fields, checked: its circle is one the viewer may add to, its people ones they see. */
export interface PreparedMemory {
  title: string;
  description: string | null;
  circleId: string;
  eventDate: string | null;
  memberIds: string[];
}

/** Checks what is said about a new memory before any file is kept. */
export async function prepareMemory(sc: ServiceContext, input: unknown): Promise<PreparedMemory> {
  requireViewer(sc.viewer);
  const fields = await check(newMemoryRules, input).catch((error: unknown) => {
    const missing = error instanceof AppError && Object.values(error.fields ?? {}).includes(t('validation:required'));
    throw missing ? invalid(missingInformation(), error.fields) : error;
  });
  const view = await circleViewOf(sc, fields.circleId);
  if (!view) throw invalid(t('memories:notYourCircle'), { circleId: t('memories:field.chooseYourCircle') });
  authorize(sc, 'addMemories', 'Circle', view, t('memories:onlyMembersAdd'));
  const memberIds = [...new Set(fields.taggedMemberIds ?? [])];
  for (const id of memberIds) {
    await getMember(sc, id).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') {
        throw invalid(t('memories:tagOnlyVisible'), { taggedMemberIds: t('memories:field.someoneNotVisible') });
      }
      throw error;
    });
  }
  return { title: fields.title, description: fields.description ?? null, circleId: fields.circleId, eventDate: fields.eventDate ?? null, memberIds };
}

/**
 * Keeps a received file as a memory, in one transaction: the file (and a video's poster) marked
 * ready, the memory and its tags written, and the job that makes its pictures queued — all or
 * nothing; on failure the received files are removed.
 */
export async function saveMemory(sc: ServiceContext, prepared: PreparedMemory, received: ReceivedMedia, poster: ReceivedMedia | null): Promise<MemoryModel> {
  const viewer = requireViewer(sc.viewer);
  try {
    const id = await sc.em.transactional(async (em) => {
      await markReady(em, received.file);
      if (poster) await markReady(em, poster.file);
      const memory = em.create(Memory, {
        title: prepared.title,
        description: prepared.description,
        kind: received.kind,
        eventDate: prepared.eventDate,
        circle: prepared.circleId,
        uploadedBy: viewer,
        file: received.file.id,
      });
      for (const memberId of prepared.memberIds) em.create(PhotoTag, { memory, member: memberId, taggedBy: viewer });
      await em.flush();
      await enqueueJob(em, MAKE_DERIVATIVES, { fileId: received.file.id }, { jobKey: `derivatives:${received.file.id}` });
      await tellAboutNewMemory(em, viewer, { id: memory.id, title: memory.title, circleId: prepared.circleId }, prepared.memberIds);
      return memory.id;
    });
    return await getMemory(sc, id);
  } catch (error) {
    await discardMedia(sc, received.file);
    if (poster) await discardMedia(sc, poster.file);
    throw error;
  }
}

/**
 * A new memory from GraphQL, whose fields come before its files: they are checked first, then the
 * file streams to storage (and a video's poster after it), then the memory is saved.
 */
export async function uploadMemory(sc: ServiceContext, input: Record<string, unknown>, file: MediaSource | null, readPoster: () => Promise<MediaSource | null>): Promise<MemoryModel> {
  const viewer = requireViewer(sc.viewer);
  const prepared = await prepareMemory(sc, input);
  if (!file) throw invalid(missingInformation(), { file: t('validation:required') });
  const received = await receiveMedia(sc, viewer, file, { purpose: 'memory', field: 'file' });
  let poster: ReceivedMedia | null = null;
  const posterSource = await readPoster().catch(async (error: unknown) => {
    await discardMedia(sc, received.file);
    throw error;
  });
  if (posterSource) {
    if (received.kind !== 'video') {
      posterSource.stream.destroy();
    } else {
      poster = await receiveMedia(sc, viewer, posterSource, { purpose: 'derivative', field: 'poster', accept: ['image'], parent: { file: received.file, variant: 'poster' } }).catch(async (error: unknown) => {
        await discardMedia(sc, received.file);
        throw error;
      });
    }
  }
  return saveMemory(sc, prepared, received, poster);
}

