import { forbidden } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { can, requireViewer } from '../../policies/authorize.ts';
import { check } from '../../input/validation.ts';
import type { ServiceContext } from '../service-context.ts';
import { switchFaceSuggestions } from '../trees/index.ts';
import type { Tree } from '../trees/tree.entity.ts';
import { getMember } from '../family/index.ts';
import { faceablePhoto, photoTagById, tagConfirmedFace } from '../memories/index.ts';
import { FaceRejection } from './face-rejection.entity.ts';
import { forgetPersonFaces, forgetTreeFaces, keepSample } from './face-data.repository.ts';
import { confirmRules, rejectRules } from './face.input.ts';
import { treeWithFacesOn } from './face-suggestions.service.ts';

/**
 * A face confirmed as a person: a verified tag where it is, with the suggestion's confidence, and
 * its descriptor kept for the person's tree when sent (FORBIDDEN, and nothing saved, when that
 * tree's owner has not turned face suggestions on). One transaction.
 */
export async function confirmFace(sc: ServiceContext, input: unknown) {
  const clean = await check(confirmRules, input);
  const tagId = await sc.em.transactional(async (em) => {
    const tx = { ...sc, em };
    const tagged = await tagConfirmedFace(tx, { memoryId: clean.memoryId, memberId: clean.memberId, box: clean.box, confidence: clean.confidence });
    if (clean.descriptor) {
      await treeWithFacesOn(tx, tagged.treeId);
      await keepSample(em, { treeId: tagged.treeId, memberId: tagged.memberId, tagId: tagged.tagId, descriptor: clean.descriptor, takenOn: tagged.photo.takenOn });
    }
    return tagged.tagId;
  });
  return photoTagById(sc, tagId);
}

/** "This face is not that person": remembered for the face's box on the photo, so not suggested again. */
export async function rejectFaceSuggestion(sc: ServiceContext, input: unknown): Promise<boolean> {
  const viewer = requireViewer(sc.viewer);
  const clean = await check(rejectRules, input);
  const photo = await faceablePhoto(sc, clean.memoryId);
  const member = await getMember(sc, clean.memberId);
  await treeWithFacesOn(sc, member.tree.id);
  sc.em.create(FaceRejection, { tree: member.tree.id, memory: photo.id, member: member.id, boxX: clean.box.x, boxY: clean.box.y, boxWidth: clean.box.width, boxHeight: clean.box.height, rejectedBy: viewer });
  await sc.em.flush();
  return true;
}

/**
 * A person's face data removed, on request: by the person themself (their linked account) or by
 * whoever may edit them in the tree. Returns how many photos' descriptors went.
 */
export async function removeFaceData(sc: ServiceContext, memberId: string): Promise<number> {
  const viewer = requireViewer(sc.viewer);
  const member = await getMember(sc, memberId);
  const isThemself = member.linkedUser?.id === viewer.id;
  if (!isThemself && !can(sc, 'update', 'FamilyMember', member)) throw forbidden(t('faces:onlyPersonOrEditorRemoves'));
  return sc.em.transactional((em) => forgetPersonFaces(em, member.id));
}

/** The owner turns face suggestions on or off for a tree; off removes everything kept for them, in the same transaction. */
export async function setFaceSuggestions(sc: ServiceContext, treeId: string, on: boolean): Promise<Tree> {
  return sc.em.transactional(async (em) => {
    const tree = await switchFaceSuggestions({ ...sc, em }, treeId, on);
    if (!on) await forgetTreeFaces(em, tree.id);
    return tree;
  });
}
