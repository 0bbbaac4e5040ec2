import Router from '@koa/router';
import { invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { authorize, requireViewer } from '../../policies/authorize.ts';
import { checkFields } from '../../input/request-input.ts';
import { streamMultipart } from '../../input/streamed-multipart.ts';
import { discardMedia, mediaFileUrl, fileUrl, receiveMedia, type ReceivedMedia } from '../files/index.ts';
import { serviceContext, type AppState, type ServiceContext } from '../service-context.ts';
import { missingInformation, prepareMemory, saveMemory } from './memory-upload.command.ts';
import type { MemoryModel } from './memory.model.ts';
import { listMemories } from './memory.service.ts';
import { rememberListed, visibleTags } from './memory-tags.service.ts';
import { userPathRules } from './memory.input.ts';

/** A memory as the earlier client's REST calls read it (spec section 3's fields, with its pictures). */
async function presentMemory(sc: ServiceContext, memory: MemoryModel) {
  return {
    id: memory.id,
    title: memory.title,
    description: memory.description,
    filePath: mediaFileUrl(memory.file),
    fileType: memory.kind,
    uploadedBy: memory.uploadedBy?.id ?? null,
    circleId: memory.circleId,
    eventDate: memory.eventDate,
    taggedMembers: (await visibleTags(sc, memory.id)).map((tag) => tag.member.id),
    thumbnailUrl: fileUrl(memory.derived.w400),
    previewUrl: fileUrl(memory.derived.w1600),
    createdAt: memory.createdAt,
  };
}

/** The people a REST upload names: a JSON list of ids (or of objects with an id). */
function taggedIds(value: string | undefined): unknown {
  if (!value) return [];
  try {
    const list: unknown = JSON.parse(value);
    return Array.isArray(list) ? list.map((item: unknown) => (item && typeof item === 'object' && 'id' in item ? (item as { id: unknown }).id : item)) : list;
  } catch {
    throw invalid(t('memories:taggedMembersNotJson'), { taggedMemberIds: t('validation:listOfIds') });
  }
}

/** REST compatibility routes of the earlier client (spec section 7), over the memory services. */
export const memoryRoutes = new Router<AppState>()
  .get('/api/memories/user/:userId', async (ctx) => {
    const sc = serviceContext(ctx.state);
    requireViewer(sc.viewer);
    const { userId } = await checkFields(userPathRules, { userId: ctx.params.userId });
    authorize(sc, 'listMemoriesOf', 'User', { id: userId }, t('memories:onlyOwnList'));
    const page = await listMemories(sc, { first: 100 });
    rememberListed(sc, page.nodes.map((m) => m.id));
    ctx.body = await Promise.all(page.nodes.map((memory) => presentMemory(sc, memory)));
  })
  .post('/api/memories', async (ctx) => {
    const sc = serviceContext(ctx.state);
    const viewer = requireViewer(sc.viewer);
    const { media } = sc.config;
    // The file streams to storage as it arrives; the fields (which may come after it) are checked
    // once the body has been read, and anything received is removed if they are refused.
    const received: { file?: Promise<ReceivedMedia>; poster?: Promise<ReceivedMedia | null> } = {};
    const discardAll = async () => {
      for (const pending of [received.file, received.poster]) {
        const media = await pending?.catch(() => null);
        if (media) await discardMedia(sc, media.file);
      }
    };
    try {
      const fields = await streamMultipart(
        ctx,
        async (name, part) => {
          if (name === 'file' && !received.file) return (received.file = receiveMedia(sc, viewer, part, { purpose: 'memory', field: 'file' }));
          if (name === 'poster' && received.file && !received.poster) {
            return (received.poster = received.file.then((file) =>
              file.kind === 'video' ? receiveMedia(sc, viewer, part, { purpose: 'derivative', field: 'poster', accept: ['image'], parent: { file: file.file, variant: 'poster' } }) : (part.stream.resume(), null),
            ));
          }
          part.stream.resume();
          return null;
        },
        Math.max(media.maxImageBytes, media.maxVideoBytes),
      );
      // The uploader is the signed-in user whatever the body says (the earlier client sent a placeholder).
      const prepared = await prepareMemory(sc, {
        title: fields.title,
        description: fields.description,
        circleId: fields.circleId ?? fields.circle_id,
        eventDate: fields.eventDate ?? fields.event_date,
        taggedMemberIds: taggedIds(fields.taggedMembers),
      });
      if (!received.file) throw invalid(missingInformation(), { file: t('validation:required') });
      const memory = await saveMemory(sc, prepared, await received.file, (await received.poster) ?? null);
      ctx.status = 201;
      ctx.body = await presentMemory(sc, memory);
    } catch (error) {
      await discardAll();
      throw error;
    }
  });
