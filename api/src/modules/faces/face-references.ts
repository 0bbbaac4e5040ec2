import { referenceColumn } from '../family/index.ts';

/**
 * What face suggestions learnt of a person, as a merge of two people moves it to the kept person:
 * the faces confirmed on their tags (a tag dropped as a double takes its face with it), the faces
 * said not to be them, and their learnt face (the kept person's wins when both have one).
 */
export const faceReferences = [
  referenceColumn({ kind: 'faces', table: 'face_samples', column: 'member_id', key: 'id' }),
  referenceColumn({ kind: 'faces', table: 'face_rejections', column: 'member_id', key: 'id' }),
  referenceColumn({ kind: 'faces', table: 'face_recognition_profiles', column: 'member_id', key: 'id', unique: [] }),
];
