import { t } from '../../i18n.ts';
import { authorize, requireViewer } from '../../policies/authorize.ts';
import { check } from '../../input/validation.ts';
import { requestMemo, type ServiceContext } from '../service-context.ts';
import { getTree, loadGrant } from '../trees/index.ts';
import { membersByIds, visibleAmong } from '../family/index.ts';
import { faceablePhoto } from '../memories/index.ts';
import type { FamilyMember } from '../family/people/family-member.entity.ts';
import { LEAST_SCORE, overlap, SAME_FACE_OVERLAP, similarity } from './face-math.ts';
import { membersWithFaces, rejectionsOn, treeProfiles } from './face-data.repository.ts';
import { suggestionRules } from './face.input.ts';

/** At most this many people are suggested for one face. */
const MOST_CANDIDATES = 3;

/** A person a face may be, and how alike. */
export interface Candidate {
  member: FamilyMember;
  score: number;
}

/**
 * A tree of the viewer's where they may ask who faces are: NOT_FOUND when they are not in it,
 * FORBIDDEN with a sentence saying whose switch it is when its owner has not turned suggestions on.
 */
async function treeToAsk(sc: ServiceContext, treeId: string) {
  const tree = await getTree(sc, treeId);
  authorize(sc, 'suggest', 'Face', tree, t('faces:off', { tree: tree.name }));
  return tree;
}

/**
 * Who each face found on a photo may be among the people of a tree: the people the viewer sees
 * whose kept descriptor is alike enough, best first, leaving out those already tagged on the photo
 * and those the viewer turned down for that face. The profiles missing are made first.
 */
export async function suggestFaces(sc: ServiceContext, input: unknown): Promise<{ index: number; candidates: Candidate[] }[]> {
  const viewer = requireViewer(sc.viewer);
  const clean = await check(suggestionRules, input);
  await treeToAsk(sc, clean.treeId);
  const photo = await faceablePhoto(sc, clean.memoryId);
  const profiles = await treeProfiles(sc.em, clean.treeId);
  if (!profiles.length) return clean.faces.map((_face, index) => ({ index, candidates: [] }));
  // The memories module tells no other module who is tagged on a photo: read here, by its key.
  const tagged = new Set((await sc.em.execute<{ member_id: string }[]>('select member_id from photo_tags where memory_id = ?', [photo.id])).map((r) => r.member_id));
  const untagged = (await membersByIds(sc, profiles.map((p) => p.member.id).filter((id) => !tagged.has(id)))).filter((m) => m.tree.id === clean.treeId);
  const people = new Map((await visibleAmong(sc, untagged)).map((m) => [m.id, m]));
  const rejected = await rejectionsOn(sc.em, photo.id, clean.treeId, { id: viewer.id });
  return clean.faces.map((face, index) => {
    const candidates = profiles
      .filter((p) => people.has(p.member.id))
      .filter((p) => !(rejected.get(p.member.id) ?? []).some((box) => overlap(box, face.box) > SAME_FACE_OVERLAP))
      .map((p) => ({ member: people.get(p.member.id)!, score: similarity(face.descriptor, p.faceEmbedding) }))
      .filter((c) => c.score > LEAST_SCORE)
      .sort((a, b) => b.score - a.score || a.member.id.localeCompare(b.member.id))
      .slice(0, MOST_CANDIDATES);
    return { index, candidates };
  });
}

/**
 * Whether a person has face data kept in their tree, for the tree's members only (anyone else is
 * told false): the kept people of a tree are read once per request.
 */
export async function hasFaceProfile(sc: ServiceContext, member: Pick<FamilyMember, 'id' | 'tree'>): Promise<boolean> {
  const treeId = member.tree.id;
  if (!(await loadGrant(sc, treeId))) return false;
  const kept = await requestMemo(sc, `faces:kept:${treeId}`, () => membersWithFaces(sc.em, treeId));
  return kept.has(member.id);
}
