import type { EntityManager } from '@mikro-orm/postgresql';
import { t } from '../../../i18n.ts';
import { invalid } from '../../../errors.ts';
import { authorize, can, requireViewer } from '../../../policies/authorize.ts';
import { isUuid } from '../../../input/validation.ts';
import type { ServiceContext } from '../../service-context.ts';
import type { FamilyMember } from '../people/family-member.entity.ts';
import { fullName, getMember } from '../people/member.service.ts';
import type { PersonRow } from './merge-fields.ts';

/** The two people of a merge, the first kept. */
export interface MergePair {
  keep: FamilyMember;
  merged: FamilyMember;
}

/**
 * The two people of a merge as the viewer may act on them: NOT_FOUND for anyone they do not see,
 * BAD_USER_INPUT for one person twice or people of two trees, FORBIDDEN (with why) when the person
 * rules do not let them change the one and remove the other.
 */
export async function mergePair(sc: ServiceContext, keepId: string, mergeId: string, action: 'preview' | 'merge'): Promise<MergePair> {
  requireViewer(sc.viewer);
  if (isUuid(keepId) && keepId === mergeId) throw invalid(t('merge:samePerson'), { mergeId: t('merge:field.samePerson') });
  const keep = await getMember(sc, keepId);
  const merged = await getMember(sc, mergeId);
  // The same person however the id is written (an id's letters may come in either case).
  if (keep.id === merged.id) throw invalid(t('merge:samePerson'), { mergeId: t('merge:field.samePerson') });
  if (keep.tree.id !== merged.tree.id) throw invalid(t('merge:otherTree'), { mergeId: t('merge:field.otherTree') });
  const pair = { keep, merged };
  authorize(sc, action, 'PersonMerge', pair, refusal(sc, pair));
  return pair;
}

/** Why a merge is refused: a viewer changes nobody; a person mirroring a profile is kept, never merged away. */
function refusal(sc: ServiceContext, pair: MergePair): string {
  if (!can(sc, 'update', 'FamilyMember', pair.keep) || !can(sc, 'update', 'FamilyMember', pair.merged)) return t('family:tree.viewOnly');
  return t('merge:profilePerson', { name: fullName(pair.merged) });
}

/** Whether the merge rule allows this pair (a preview says why not instead of refusing). */
export const mayMerge = (sc: ServiceContext, pair: MergePair) => can(sc, 'merge', 'PersonMerge', pair);

/** The people's rows whole (to_jsonb), by id, read afresh. */
export async function personRows(em: EntityManager, ids: readonly string[]): Promise<Map<string, PersonRow>> {
  const rows = await em.execute<{ id: string; row: PersonRow }[]>(
    `select m.id, to_jsonb(m.*) as row from family_members m where m.id in (select jsonb_array_elements_text(?::jsonb)::uuid)`, [JSON.stringify(ids)]);
  return new Map(rows.map((r) => [r.id, r.row]));
}
