import type { EntityManager } from '@mikro-orm/postgresql';

/** One of the user's kits as their personal-data export lists it: what was read, never a genotype. */
export interface ExportedDnaKit {
  id: string;
  provider: string;
  fileVersion: string | null;
  markers: number;
  noCalls: number;
  inferredSex: string;
  personId: string | null;
  ofRelative: boolean;
  relativeConsentAt: Date | null;
  uploadedAt: Date;
  agreements: { withUserId: string | null; treeId: string | null; since: Date }[];
}

/**
 * The user's own kits for their export, with their agreements to match. The genotypes stay out:
 * the user keeps the company's file they uploaded, and an export is a download that travels.
 */
export async function dnaKitsForExport(em: EntityManager, userId: string): Promise<ExportedDnaKit[]> {
  return em.execute<ExportedDnaKit[]>(
    `select k.id, k.provider, k.file_version as "fileVersion", k.markers, k.no_calls as "noCalls", k.inferred_sex as "inferredSex",
       k.person_id as "personId", k.of_relative as "ofRelative", k.relative_consent_at as "relativeConsentAt", k.created_at as "uploadedAt",
       coalesce((select json_agg(json_build_object('withUserId', c.with_user_id, 'treeId', c.tree_id, 'since', c.created_at) order by c.created_at)
         from dna_match_consents c where c.kit_id = k.id), '[]') as agreements
     from dna_profiles k where k.user_id = ?::uuid order by k.created_at`,
    [userId],
  );
}
