import { lockTrees } from '../../db/tree-lock.ts';
import { t } from '../../i18n.ts';
import { authorize, can, requireViewer } from '../../policies/authorize.ts';
import { check } from '../../input/validation.ts';
import type { ServiceContext } from '../service-context.ts';
import { getTree, switchFaceSuggestions } from '../trees/index.ts';
import type { Tree } from '../trees/tree.entity.ts';
import { getMember, membersByIds } from '../family/index.ts';
import { faceablePhoto, photoTagById, tagConfirmedFace } from '../memories/index.ts';
import { FaceRejection } from './face-rejection.entity.ts';
import { forgetPersonFaces, forgetTreeFaces, keepSample } from './face-data.repository.ts';
import { confirmRules, rejectRules } from './face.input.ts';
import { treeWithFacesOn } from './face-suggestions.service.ts';

/**
 * A face confirmed as a person: a verified tag where it is, with the suggestion's confidence, and
 * its descriptor kept for the person's tree when sent and that tree's owner has face suggestions on
 * (else the descriptor is dropped and the tag made all the same). One transaction, holding the
 * tree's lock, so that the owner turning suggestions off meanwhile waits and then removes it too.
 */
export async function confirmFace(sc: ServiceContext, input: unknown) {
  const clean = await check(confirmRules, input);
  // The person's tree, to lock it first; whether the viewer may tag them is checked in the lock.
  const [person] = await membersByIds(sc, [clean.memberId]);
  const tagId = await sc.em.transactional(async (em) => {
    const tx = { ...sc, em };
    if (person) await lockTrees(em, [person.tree.id]);
    const tagged = await tagConfirmedFace(tx, { memoryId: clean.memoryId, memberId: clean.memberId, box: clean.box, confidence: clean.confidence });
    if (clean.descriptor && (await keepsFaces(tx, tagged.treeId))) {
      await keepSample(em, { treeId: tagged.treeId, memberId: tagged.memberId, tagId: tagged.tagId, memoryId: tagged.photo.id, descriptor: clean.descriptor, takenOn: tagged.photo.takenOn });
    }
    return tagged.tagId;
  });
  return photoTagById(sc, tagId);
}

/** Whether a tree keeps confirmed faces now: its switch read afresh, under the tree's lock. */
async function keepsFaces(tx: ServiceContext, treeId: string): Promise<boolean> {
  const tree = await getTree(tx, treeId);
  await tx.em.refresh(tree);
  return can(tx, 'keep', 'Face', tree);
}

/** "This face is not that person", for the viewer: remembered for the face's box on the photo, so not suggested to them again. */
export async function rejectFaceSuggestion(sc: ServiceContext, input: unknown): Promise<boolean> {
  const viewer = requireViewer(sc.viewer);
  const clean = await check(rejectRules, input);
  const photo = await faceablePhoto(sc, clean.memoryId);
  const member = await getMember(sc, clean.memberId);
  await treeWithFacesOn(sc, member.tree.id, 'reject');
  sc.em.create(FaceRejection, { tree: member.tree.id, memory: photo.id, member: member.id, boxX: clean.box.x, boxY: clean.box.y, boxWidth: clean.box.width, boxHeight: clean.box.height, rejectedBy: viewer });
  await sc.em.flush();
  return true;
}

/**
 * A person's face data removed, on request: by the person themself (their confirmed account) or by
 * whoever may edit them in the tree. Returns how many photos' descriptors went.
 */
export async function removeFaceData(sc: ServiceContext, memberId: string): Promise<number> {
  const member = await getMember(sc, memberId);
  authorize(sc, 'remove', 'Face', member, t('faces:onlyPersonOrEditorRemoves'));
  return sc.em.transactional((em) => forgetPersonFaces(em, member.id));
}

/**
 * The owner turns face suggestions on or off for a tree; off removes everything kept for them. One
 * transaction holding the tree's lock, so that a face being confirmed meanwhile is kept first and
 * removed with the rest, or finds suggestions off and keeps nothing.
 */
export async function setFaceSuggestions(sc: ServiceContext, treeId: string, on: boolean): Promise<Tree> {
  return sc.em.transactional(async (em) => {
    await lockTrees(em, [treeId]);
    const tree = await switchFaceSuggestions({ ...sc, em }, treeId, on);
    if (!on) await forgetTreeFaces(em, tree.id);
    return tree;
  });
}
