import { clip, copyTo, orderedId, type BulkTarget } from '../family/index.ts';

// The records of an imported file kept whole with its tree (kept-records.entity.ts), written in
// bulk on the import's own transaction, beside the people and links the family module writes.

/** Where a kept record came from: the program that wrote the file, and the record's id and order in it. */
interface KeptRecord {
  source: string;
  xref: string | null;
  position: number;
  /** The whole record as GEDCOM lines. */
  record: string;
}

export interface KeptPersonRecord extends KeptRecord {
  memberId: string;
  xref: string;
  uid: string | null;
  refn: string | null;
}

export interface KeptFamilyRecord extends KeptRecord {
  xref: string;
  uid: string | null;
  partner1: string | null;
  partner2: string | null;
  /** Member ids of the children, in the record's order. */
  children: string[];
}

export interface KeptOtherRecord extends KeptRecord {
  tag: string;
}

export type KeptRecords =
  | { kind: 'person'; rows: readonly KeptPersonRecord[] }
  | { kind: 'family'; rows: readonly KeptFamilyRecord[] }
  | { kind: 'other'; rows: readonly KeptOtherRecord[] };

/** Keeps imported records whole with the tree, for a lossless export and a later merge. */
export async function insertKeptRecords(to: BulkTarget, treeId: string, records: KeptRecords): Promise<void> {
  const source = (r: KeptRecord) => clip(r.source, 200);
  if (records.kind === 'person') {
    await copyTo(to, 'gedcom_person_records', ['member_id', 'tree_id', 'source', 'xref', 'uid', 'refn', 'position', 'record'], records.rows, (r) => [
      r.memberId, treeId, source(r), clip(r.xref, 40), clip(r.uid, 100), clip(r.refn, 100), r.position, r.record,
    ]);
  } else if (records.kind === 'family') {
    await copyTo(to, 'gedcom_family_records', ['id', 'tree_id', 'source', 'xref', 'uid', 'partner1_id', 'partner2_id', 'children', 'position', 'record'], records.rows, (r) => [
      orderedId(), treeId, source(r), clip(r.xref, 40), clip(r.uid, 100), r.partner1, r.partner2, r.children, r.position, r.record,
    ]);
  } else {
    await copyTo(to, 'gedcom_other_records', ['id', 'tree_id', 'source', 'xref', 'tag', 'position', 'record'], records.rows, (r) => [
      orderedId(), treeId, source(r), clip(r.xref, 40), clip(r.tag, 40), r.position, r.record,
    ]);
  }
}
