import type { EntityManager } from '@mikro-orm/postgresql';
import { FaceProfile } from './face-profile.entity.ts';
import { FaceSample } from './face-sample.entity.ts';
import { FaceRejection } from './face-rejection.entity.ts';
import { profileOf, type Box } from './face-math.ts';

/**
 * The profiles of a tree's people, made first for anyone who has samples but no profile yet (one
 * went with a removed photo or tag, or a face was just confirmed).
 */
export async function treeProfiles(em: EntityManager, treeId: string): Promise<FaceProfile[]> {
  const missing = await em.execute<{ member_id: string }[]>(
    'select distinct s.member_id from face_samples s where s.tree_id = ? and not exists (select 1 from face_recognition_profiles p where p.member_id = s.member_id)',
    [treeId],
  );
  for (const { member_id: memberId } of missing) await rebuildProfile(em, treeId, memberId);
  return em.find(FaceProfile, { tree: treeId }, { refresh: true });
}

/** Makes a person's profile again from their samples (none left: no profile). */
export async function rebuildProfile(em: EntityManager, treeId: string, memberId: string) {
  const samples = await em.find(FaceSample, { member: memberId }, { fields: ['descriptor', 'takenOn'], refresh: true });
  const made = profileOf(samples.map((s) => ({ descriptor: s.descriptor, takenOn: String(s.takenOn).slice(0, 10) })));
  await em.nativeDelete(FaceProfile, { member: memberId });
  if (!made) return;
  em.create(FaceProfile, { tree: treeId, member: memberId, faceEmbedding: made.embedding, confidence: made.confidence, trainingPhotos: made.trainingPhotos });
  await em.flush();
}

/** Keeps a confirmed face's descriptor (replacing the one of the same tag) and makes its person's profile again. */
export async function keepSample(em: EntityManager, sample: { treeId: string; memberId: string; tagId: string; descriptor: number[]; takenOn: string }) {
  await em.nativeDelete(FaceSample, { photoTag: sample.tagId });
  em.create(FaceSample, { tree: sample.treeId, member: sample.memberId, photoTag: sample.tagId, descriptor: sample.descriptor, takenOn: sample.takenOn });
  await em.flush();
  await rebuildProfile(em, sample.treeId, sample.memberId);
}

/** The boxes on a photo for which people were turned down, by person. */
export async function rejectionsOn(em: EntityManager, memoryId: string, treeId: string): Promise<Map<string, Box[]>> {
  const rows = await em.find(FaceRejection, { memory: memoryId, tree: treeId });
  const byMember = new Map<string, Box[]>();
  for (const r of rows) byMember.set(r.member.id, [...(byMember.get(r.member.id) ?? []), { x: Number(r.boxX), y: Number(r.boxY), width: Number(r.boxWidth), height: Number(r.boxHeight) }]);
  return byMember;
}

/** Everything kept for face suggestions in a tree, removed (when its owner turns them off). */
export async function forgetTreeFaces(em: EntityManager, treeId: string) {
  await em.nativeDelete(FaceSample, { tree: treeId });
  await em.nativeDelete(FaceProfile, { tree: treeId });
  await em.nativeDelete(FaceRejection, { tree: treeId });
}

/** A person's descriptors and profile removed (and the suggestions turned down for them); how many photos' descriptors went. */
export async function forgetPersonFaces(em: EntityManager, memberId: string): Promise<number> {
  const removed = await em.nativeDelete(FaceSample, { member: memberId });
  await em.nativeDelete(FaceProfile, { member: memberId });
  await em.nativeDelete(FaceRejection, { member: memberId });
  return removed;
}

/** Of a tree's people, those with face data kept (a profile, or samples to make one from). */
export async function membersWithFaces(em: EntityManager, treeId: string): Promise<Set<string>> {
  const rows = await em.execute<{ member_id: string }[]>(
    'select member_id from face_recognition_profiles where tree_id = ? union select member_id from face_samples where tree_id = ?',
    [treeId, treeId],
  );
  return new Set(rows.map((r) => r.member_id));
}
