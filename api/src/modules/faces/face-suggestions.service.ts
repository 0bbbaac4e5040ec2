import { forbidden } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { requireViewer } from '../../policies/authorize.ts';
import { memberScope } from '../../policies/family-member.policy.ts';
import { check } from '../../input/validation.ts';
import { requestMemo, type ServiceContext } from '../service-context.ts';
import { getTree, loadGrant } from '../trees/index.ts';
import { membersByIds } from '../family/index.ts';
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
 * A tree of the viewer's with face suggestions on: NOT_FOUND when they are not in it, FORBIDDEN
 * with a sentence saying whose switch it is when its owner has not turned them on.
 */
export async function treeWithFacesOn(sc: ServiceContext, treeId: string) {
  const tree = await getTree(sc, treeId);
  if (!tree.faceSuggestions) throw forbidden(t('faces:off', { tree: tree.name }));
  return tree;
}

/**
 * Who each face found on a photo may be among the people of a tree: the people the viewer sees
 * whose kept descriptor is alike enough, best first, leaving out those already tagged on the photo
 * and those turned down for that face. Suggestions only: nothing is written.
 */
export async function suggestFaces(sc: ServiceContext, input: unknown): Promise<{ index: number; candidates: Candidate[] }[]> {
  const viewer = requireViewer(sc.viewer);
  const clean = await check(suggestionRules, input);
  await treeWithFacesOn(sc, clean.treeId);
  const photo = await faceablePhoto(sc, clean.memoryId);
  const profiles = await treeProfiles(sc.em, clean.treeId);
  if (!profiles.length) return clean.faces.map((_face, index) => ({ index, candidates: [] }));
  const seen = memberScope('fm', { id: viewer.id });
  const rows = await sc.em.execute<{ id: string }[]>(
    `select fm.id from family_members fm
      where fm.id in (select value::uuid from jsonb_array_elements_text(?::jsonb))
        and not exists (select 1 from photo_tags pt where pt.memory_id = ? and pt.member_id = fm.id)
        and ${seen.text}`,
    [JSON.stringify(profiles.map((p) => p.member.id)), photo.id, ...seen.params],
  );
  const people = new Map((await membersByIds(sc, rows.map((r) => r.id))).map((m) => [m.id, m]));
  const rejected = await rejectionsOn(sc.em, photo.id, clean.treeId);
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
