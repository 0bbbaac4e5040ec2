import type { EntityManager } from '@mikro-orm/postgresql';
import { t } from '../../i18n.ts';
import { memberScope, personOfSql } from '../../policies/family-member.policy.ts';

/** What is kept for face suggestions of one of the user's own people (never the descriptors' numbers). */
export interface ExportedFaceData {
  tree: string;
  person: string;
  photosWithDescriptor: number;
  profile: { trainingPhotos: number; confidence: number; updatedAt: Date } | null;
  suggestionsTurnedDown: number;
}

/**
 * For the personal-data export: what face suggestions keep of the user's own people — those they
 * confirmed being, in the trees they read (a person merely said to be them, or in a tree they do
 * not read, is not theirs to be told of) — in each tree, with a sentence saying what that is. The
 * descriptors (128 numbers a face was turned into) are named and counted, not copied.
 *
 * The family and trees modules offer no read of "the user's own people with their trees" for a
 * user without a request, so the person policy's conditions are applied here (a named read model).
 */
export async function faceDataForExport(em: EntityManager, userId: string) {
  const reader = { id: userId };
  const own = personOfSql('fm', reader);
  const seen = memberScope('fm', reader);
  const rows = await em.execute<{ tree: string; person: string; samples: string; rejections: string; training_photos: number | null; confidence: number | null; updated_at: Date | null }[]>(
    `select t.name as tree, trim(fm.first_name || ' ' || fm.last_name) as person,
        (select count(*) from face_samples s where s.member_id = fm.id) as samples,
        (select count(*) from face_rejections r where r.member_id = fm.id) as rejections,
        p.training_photos, p.confidence, p.updated_at
      from family_members fm join trees t on t.id = fm.tree_id
      left join face_recognition_profiles p on p.member_id = fm.id
      where ${own.text} and ${seen.text} order by t.name, fm.id`,
    [...own.params, ...seen.params],
  );
  const kept: ExportedFaceData[] = rows.map((r) => ({
    tree: r.tree,
    person: r.person,
    photosWithDescriptor: Number(r.samples),
    profile: r.training_photos == null ? null : { trainingPhotos: r.training_photos, confidence: Number(r.confidence), updatedAt: r.updated_at! },
    suggestionsTurnedDown: Number(r.rejections),
  }));
  return { whatIsKept: t('faces:export.whatIsKept'), people: kept };
}
