import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { rejectionScope } from '../../policies/face.policy.ts';
import type { Reader } from '../../policies/sql.ts';
import { FaceProfile } from './face-profile.entity.ts';
import { FaceSample } from './face-sample.entity.ts';
import { FaceRejection } from './face-rejection.entity.ts';
import { profileOf, type Box, type Sample } from './face-math.ts';

/** The faces (not set aside) of a tree's people who have no profile: what their profiles are made from. */
const UNPROFILED = `select s.member_id, s.descriptor, s.taken_on::text as taken_on from face_samples s
  where s.tree_id = ? and not s.set_aside and not exists (select 1 from face_recognition_profiles p where p.member_id = s.member_id)`;

/**
 * The profiles of a tree's people, made first for everyone who has faces kept but no profile (it
 * went with a face removed, or with a merge of two people): in the same few statements however many
 * they are, and in a transaction that holds their faces, so that a face removed meanwhile waits and
 * then takes the new profile with it. Two requests at once both get the profiles.
 */
export async function treeProfiles(em: EntityManager, treeId: string): Promise<FaceProfile[]> {
  const [{ stale }] = await em.execute<{ stale: boolean }[]>(`select exists (${UNPROFILED}) as stale`, [treeId]);
  if (stale) await em.transactional((tx) => makeProfiles(tx, treeId));
  return em.find(FaceProfile, { tree: treeId }, { refresh: true });
}

/** Makes the missing profiles of a tree's people (of one person with `memberId`): one read, one write. */
async function makeProfiles(em: EntityManager, treeId: string, memberId?: string) {
  const rows = await em.execute<{ member_id: string; descriptor: number[]; taken_on: string }[]>(
    `${UNPROFILED}${memberId ? ' and s.member_id = ?' : ''} order by s.member_id, s.id for share of s`,
    memberId ? [treeId, memberId] : [treeId],
  );
  const byMember = new Map<string, Sample[]>();
  for (const r of rows) byMember.set(r.member_id, [...(byMember.get(r.member_id) ?? []), { descriptor: r.descriptor, takenOn: r.taken_on }]);
  const made = [...byMember].map(([member, samples]) => ({ id: randomUUID(), member_id: member, ...profileOf(samples)! }));
  if (!made.length) return;
  await em.execute(
    `insert into face_recognition_profiles (id, tree_id, member_id, face_embedding, confidence, training_photos, updated_at)
      select m.id, ?::uuid, m.member_id, m.embedding, m.confidence, m."trainingPhotos", now()
        from jsonb_to_recordset(?::jsonb) as m(id uuid, member_id uuid, embedding jsonb, confidence double precision, "trainingPhotos" int)
      on conflict (member_id) do update set face_embedding = excluded.face_embedding, confidence = excluded.confidence,
        training_photos = excluded.training_photos, updated_at = excluded.updated_at`,
    [treeId, JSON.stringify(made)],
  );
}

/**
 * Keeps a confirmed face's descriptor (replacing the one of the same tag) and makes its person's
 * profile again, in the caller's transaction.
 */
export async function keepSample(em: EntityManager, sample: { treeId: string; memberId: string; tagId: string; memoryId: string; descriptor: number[]; takenOn: string }) {
  await em.nativeDelete(FaceSample, { photoTag: sample.tagId });
  em.create(FaceSample, { tree: sample.treeId, member: sample.memberId, photoTag: sample.tagId, memory: sample.memoryId, descriptor: sample.descriptor, takenOn: sample.takenOn });
  await em.flush();
  await makeProfiles(em, sample.treeId, sample.memberId);
}

/** The boxes on a photo for which the reader turned people down, by person. */
export async function rejectionsOn(em: EntityManager, memoryId: string, treeId: string, reader: Reader): Promise<Map<string, Box[]>> {
  const own = rejectionScope('r', reader);
  const rows = await em.execute<{ member_id: string; box_x: number; box_y: number; box_width: number; box_height: number }[]>(
    `select r.member_id, r.box_x, r.box_y, r.box_width, r.box_height from face_rejections r where r.memory_id = ? and r.tree_id = ? and ${own.text}`,
    [memoryId, treeId, ...own.params],
  );
  const byMember = new Map<string, Box[]>();
  for (const r of rows) byMember.set(r.member_id, [...(byMember.get(r.member_id) ?? []), { x: Number(r.box_x), y: Number(r.box_y), width: Number(r.box_width), height: Number(r.box_height) }]);
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

/** The profiles of some people removed: made again from their faces when next needed. */
export async function forgetProfiles(em: EntityManager, memberIds: string[]) {
  await em.nativeDelete(FaceProfile, { member: { $in: memberIds } });
}

/** Of a tree's people, those with face data kept (a profile, or faces to make one from). */
export async function membersWithFaces(em: EntityManager, treeId: string): Promise<Set<string>> {
  const rows = await em.execute<{ member_id: string }[]>(
    'select member_id from face_recognition_profiles where tree_id = ? union select member_id from face_samples where tree_id = ? and not set_aside',
    [treeId, treeId],
  );
  return new Set(rows.map((r) => r.member_id));
}
