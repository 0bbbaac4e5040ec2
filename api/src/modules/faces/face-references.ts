import { referenceColumn, type PersonReferences } from '../family/index.ts';
import { forgetProfiles } from './face-data.repository.ts';
import { faceCount, moveFaces, moveFacesBack } from './face-merge.repository.ts';

// What face suggestions know of a person, as a merge of two people (and its undo) moves it. None of
// it ever refuses an undo: a face or a turned-down suggestion removed since (face suggestions
// turned off, a person's face data removed on request) is simply not put back.

/**
 * The faces confirmed on the person's tags follow their tags: to the kept person, or, for a tag
 * dropped as a double, set aside for the undo, which puts them back with their tags. The photo
 * tags' move comes first (modules/wiring.ts).
 */
const faces: PersonReferences = {
  kind: 'faces',
  name: 'face_samples.member_id',
  table: 'face_samples',
  columns: ['member_id'],
  count: faceCount,
  async move(em, fromId, toId) {
    const done = await moveFaces(em, fromId, toId);
    return { moved: done.moved, dropped: done.setAside.map((id) => ({ id })) };
  },
  changedSince: () => Promise.resolve(0),
  moveBack: (em, fromId, toId, done) => moveFacesBack(em, fromId, toId, { moved: done.moved, setAside: done.dropped.map((row) => String(row.id)) }),
};

/** The suggestions turned down for the person: the kept person's now, and the merged person's again after an undo. */
const turnedDown: PersonReferences = {
  ...referenceColumn({ kind: 'faces', table: 'face_rejections', column: 'member_id', key: 'id' }),
  changedSince: () => Promise.resolve(0),
};

/**
 * The profiles, made from the faces, are not moved: both people's go, on a merge and on its undo,
 * and are made again from the faces when next needed.
 */
const profiles: PersonReferences = {
  kind: 'faces',
  name: 'face_recognition_profiles.member_id',
  table: 'face_recognition_profiles',
  columns: ['member_id'],
  count: () => Promise.resolve(0),
  async move(em, fromId, toId) {
    await forgetProfiles(em, [fromId, toId]);
    return { moved: [], dropped: [] };
  },
  changedSince: () => Promise.resolve(0),
  moveBack: (em, fromId, toId) => forgetProfiles(em, [fromId, toId]),
};

/** What face suggestions hand the family module for merges of people, in the order they move. */
export const faceReferences = [faces, turnedDown, profiles];
