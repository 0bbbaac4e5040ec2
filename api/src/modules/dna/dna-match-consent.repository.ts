import type { EntityManager } from '@mikro-orm/postgresql';
import { dnaComparableSql } from '../../policies/dna.policy.ts';
import { sharesATreeWith } from '../../policies/tree-access.policy.ts';

/** An agreement to match as it is read. */
export interface ConsentRow {
  id: string;
  kit_id: string;
  with_user_id: string | null;
  tree_id: string | null;
  created_at: Date;
}

/** Whether the owner may agree to match with user `userId` (sharesATreeWith). */
export async function isMatchPartner(em: EntityManager, ownerId: string, userId: string): Promise<boolean> {
  const partner = sharesATreeWith('asked.id', { id: ownerId });
  const [row] = await em.execute<{ yes: boolean }[]>(`select ${partner.text} as yes from (select ?::uuid as id) asked`, [...partner.params, userId]);
  return row?.yes === true;
}

/** The users the owner may agree to match with (sharesATreeWith), by name. */
export async function matchPartnerIds(em: EntityManager, ownerId: string, limit: number): Promise<string[]> {
  const partner = sharesATreeWith('u.id', { id: ownerId });
  const rows = await em.execute<{ id: string }[]>(
    `select u.id from users u where ${partner.text} order by lower(coalesce(u.first_name, '')), lower(coalesce(u.last_name, '')), u.id limit ?`,
    [...partner.params, limit],
  );
  return rows.map((row) => row.id);
}

/** Adds an agreement (once: a second identical one is a no-op). */
export async function insertConsent(em: EntityManager, kitId: string, target: { withUserId: string } | { treeId: string }): Promise<void> {
  const [user, tree] = 'withUserId' in target ? [target.withUserId, null] : [null, target.treeId];
  await em.execute(
    `insert into dna_match_consents (id, created_at, updated_at, kit_id, with_user_id, tree_id) values (gen_random_uuid(), now(), now(), ?::uuid, ?::uuid, ?::uuid)
     on conflict do nothing`,
    [kitId, user, tree],
  );
}

/** The agreements of a kit, newest first. */
export function consentsOf(em: EntityManager, kitId: string): Promise<ConsentRow[]> {
  return em.execute<ConsentRow[]>(
    'select id, kit_id, with_user_id, tree_id, created_at from dna_match_consents where kit_id = ?::uuid order by created_at desc, id desc',
    [kitId],
  );
}

/** One agreement of a kit of owner `ownerId`, or null (anyone else's is not there). */
export async function ownConsent(em: EntityManager, ownerId: string, consentId: string): Promise<ConsentRow | null> {
  const [row] = await em.execute<ConsentRow[]>(
    `select c.id, c.kit_id, c.with_user_id, c.tree_id, c.created_at from dna_match_consents c join dna_profiles k on k.id = c.kit_id
     where c.id = ?::uuid and k.user_id = ?::uuid`,
    [consentId, ownerId],
  );
  return row ?? null;
}

/**
 * Deletes an agreement and, in the same statement, every comparison of its kit that may no longer
 * be made without it; answers how many comparisons went.
 */
export async function deleteConsent(em: EntityManager, consentId: string, kitId: string): Promise<number> {
  await em.execute('delete from dna_match_consents where id = ?::uuid', [consentId]);
  const comparable = dnaComparableSql('ka', 'kb');
  const gone = await em.execute<{ id: string }[]>(
    `delete from dna_comparisons dc using dna_profiles ka, dna_profiles kb
     where ka.id = dc.kit_a_id and kb.id = dc.kit_b_id and (dc.kit_a_id = ?::uuid or dc.kit_b_id = ?::uuid) and not ${comparable.text}
     returning dc.id`,
    [kitId, kitId, ...comparable.params],
  );
  return gone.length;
}
