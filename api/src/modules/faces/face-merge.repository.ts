import type { EntityManager } from '@mikro-orm/postgresql';

// A merge of two people moves the faces of the merged person's tags to the kept person. It runs
// after the photo tags' own move, which drops the merged person's tag on a photo both are tagged
// on: the face of such a tag is set aside (kept for an undo, used for nothing else) instead of
// going with its tag when the transaction ends.

/** What a merge did to a person's faces: all it moved, and those it set aside. */
export interface MovedFaces {
  moved: string[];
  setAside: string[];
}

/** Moves a person's faces to another, setting aside those whose tag is gone. */
export async function moveFaces(em: EntityManager, fromId: string, toId: string): Promise<MovedFaces> {
  const rows = await em.execute<{ id: string; set_aside_now: boolean }[]>(
    `with faces as (
        select s.id, s.set_aside as was_aside, not exists (select 1 from photo_tags t where t.id = s.photo_tag_id) as tag_gone
          from face_samples s where s.member_id = ?::uuid for update of s)
      update face_samples s set member_id = ?::uuid, set_aside = f.was_aside or f.tag_gone
        from faces f where s.id = f.id
      returning s.id::text as id, (f.tag_gone and not f.was_aside) as set_aside_now`,
    [fromId, toId],
  );
  return { moved: rows.map((r) => r.id), setAside: rows.filter((r) => r.set_aside_now).map((r) => r.id) };
}

/** Moves the faces a merge moved back to the person they were of; those it set aside are on their tags again (put back next). */
export async function moveFacesBack(em: EntityManager, fromId: string, toId: string, done: MovedFaces) {
  if (!done.moved.length) return;
  await em.execute(
    `update face_samples set member_id = ?::uuid,
        set_aside = case when id::text in (select jsonb_array_elements_text(?::jsonb)) then false else set_aside end
      where member_id = ?::uuid and id::text in (select jsonb_array_elements_text(?::jsonb))`,
    [fromId, JSON.stringify(done.setAside), toId, JSON.stringify(done.moved)],
  );
}

/** How many of a person's faces a merge would move. */
export async function faceCount(em: EntityManager, personId: string): Promise<number> {
  const [row] = await em.execute<{ n: string }[]>('select count(*) as n from face_samples where member_id = ?::uuid', [personId]);
  return Number(row.n);
}
