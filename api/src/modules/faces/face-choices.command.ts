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

/**
 * A face confirmed as a person: a verified tag where it is, with the suggestion's confidence, and
 * its descriptor kept for the person's tree when sent and that tree's owner has face suggestions on
 * (else the descriptor is dropped and the tag made all the same). One transaction, holding the
 * tree's lock, so that the owner turning suggestions off meanwhile waits and then removes it too.
 */
export async function confirmFace(sc: ServiceContext, input: unknown) {
  const clean = await check(confirmRules, input);
  // The person's tree is locked before the tag is written: a merge of people holds that lock while it
  // moves tags, so taking it after the tag could deadlock. Whether the viewer may tag them is checked
  // under the lock (treeUnderLock asks for it again, which a holder is granted at once).
  const [person] = await membersByIds(sc, [clean.memberId]);
  const tagId = await sc.em.transactional(async (em) => {
    const tx = { ...sc, em };
    if (person) await lockTrees(em, [person.tree.id]);
    const tagged = await tagConfirmedFace(tx, { memoryId: clean.memoryId, memberId: clean.memberId, box: clean.box, confidence: clean.confidence });
    if (clean.descriptor && can(tx, 'keep', 'Face', await treeUnderLock(tx, tagged.treeId))) {
      await keepSample(em, { treeId: tagged.treeId, memberId: tagged.memberId, tagId: tagged.tagId, memoryId: tagged.photo.id, descriptor: clean.descriptor, takenOn: tagged.photo.takenOn });
    }
    return tagged.tagId;
  });
  return photoTagById(sc, tagId);
}

/**
 * A tree with its switch read afresh, in a transaction that holds the tree's lock (taken here if the
 * caller has not): the owner turning suggestions off waits for the transaction, or it for them.
 */
async function treeUnderLock(tx: ServiceContext, treeId: string): Promise<Tree> {
  await lockTrees(tx.em, [treeId]);
  const tree = await getTree(tx, treeId);
  await tx.em.refresh(tree);
  return tree;
}

/**
 * "This face is not that person", for the viewer alone: remembered for the face's box on the photo,
 * so not suggested to them again. Under the tree's lock, so that suggestions turned off meanwhile
 * take it with the rest.
 */
export async function rejectFaceSuggestion(sc: ServiceContext, input: unknown): Promise<boolean> {
  const viewer = requireViewer(sc.viewer);
  const clean = await check(rejectRules, input);
  const photo = await faceablePhoto(sc, clean.memoryId);
  const member = await getMember(sc, clean.memberId);
  return sc.em.transactional(async (em) => {
    const tx = { ...sc, em };
    const tree = await treeUnderLock(tx, member.tree.id);
    authorize(tx, 'reject', 'Face', tree, t('faces:off', { tree: tree.name }));
    em.create(FaceRejection, { tree: tree.id, memory: photo.id, member: member.id, boxX: clean.box.x, boxY: clean.box.y, boxWidth: clean.box.width, boxHeight: clean.box.height, rejectedBy: viewer });
    return true;
  });
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
