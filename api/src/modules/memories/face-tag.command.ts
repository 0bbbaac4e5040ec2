import { invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { authorize, requireViewer } from '../../policies/authorize.ts';
import type { ServiceContext } from '../service-context.ts';
import { PhotoTag } from './photo-tag.entity.ts';
import { getMemory } from './memory.service.ts';
import { taggablePerson } from './memory-changes.command.ts';
import { tellTagged } from './memory-notices.ts';

/** A box on a photo in fractions of its width and height, already checked to lie on it. */
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A photo faces may be tagged on: its id and the day it shows (its event date, else the day it was added). */
export interface FacePhoto {
  id: string;
  takenOn: string;
}

/**
 * A photo (not a video) of a circle of the viewer's that they may tag people in, for face
 * suggestions: NOT_FOUND for one they do not see, FORBIDDEN when they may not tag, BAD_USER_INPUT
 * for a video.
 */
export async function faceablePhoto(sc: ServiceContext, memoryId: string): Promise<FacePhoto> {
  const model = await getMemory(sc, memoryId);
  authorize(sc, 'tag', 'Memory', model.view);
  if (model.kind !== 'image') throw invalid(t('memories:facesOnPhotosOnly'), { memoryId: t('memories:field.notAPhoto') });
  return { id: model.id, takenOn: model.eventDate ?? model.createdAt.toISOString().slice(0, 10) };
}

/**
 * Tags a person where a confirmed face is: a verified tag with the suggestion's confidence (tagging
 * the same person again on the photo moves their tag there). The person must be one the viewer
 * sees; run inside the caller's transaction. Returns the tag's id and the person's tree.
 */
export async function tagConfirmedFace(sc: ServiceContext, input: { memoryId: string; memberId: string; box: FaceBox; confidence: number }) {
  const viewer = requireViewer(sc.viewer);
  const photo = await faceablePhoto(sc, input.memoryId);
  const model = await getMemory(sc, photo.id);
  const member = await taggablePerson(sc, input.memberId, 'memberId');
  const existing = await sc.em.findOne(PhotoTag, { memory: photo.id, member: member.id });
  const tag = existing ?? sc.em.create(PhotoTag, { memory: photo.id, member: member.id, taggedBy: viewer });
  tag.boxX = input.box.x;
  tag.boxY = input.box.y;
  tag.boxWidth = input.box.width;
  tag.boxHeight = input.box.height;
  tag.isVerified = true;
  tag.confidence = input.confidence;
  await sc.em.flush();
  if (!existing) await tellTagged(sc.em, viewer, model, [member.id]);
  return { tagId: tag.id, treeId: member.tree.id, memberId: member.id, photo };
}

/** A tag with its person and tagger, as the API answers it. */
export function photoTagById(sc: ServiceContext, id: string): Promise<PhotoTag> {
  return sc.em.findOneOrFail(PhotoTag, { id }, { populate: ['member', 'taggedBy'], refresh: true });
}
