import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';
import { Tree } from '../trees/tree.entity.ts';
import { DnaKit } from './dna-kit.entity.ts';

/**
 * A kit owner's agreement to compare one of their kits: with a given user's kits (`withUser`), or
 * with the kits of anyone who reads a tree both read (`tree`) — exactly one of the two. Two kits are
 * compared only when each side's owner agreed to the other (see the DNA policy). Withdrawn by
 * deleting the row, which also deletes the comparisons it allowed.
 */
const DnaMatchConsentSchema = defineEntity({
  name: 'DnaMatchConsent',
  tableName: 'dna_match_consents',
  properties: {
    ...baseProperties,
    kit: () => p.manyToOne(DnaKit).deleteRule('cascade').index(),
    withUser: () => p.manyToOne(User).nullable().deleteRule('cascade').index(),
    tree: () => p.manyToOne(Tree).nullable().deleteRule('cascade').index(),
  },
  uniques: [
    { name: 'dna_match_consents_kit_user_unique', properties: ['kit', 'withUser'] },
    { name: 'dna_match_consents_kit_tree_unique', properties: ['kit', 'tree'] },
  ],
  checks: [{ name: 'dna_match_consents_one_target', expression: '(with_user_id is null) <> (tree_id is null)' }],
});

export class DnaMatchConsent extends DnaMatchConsentSchema.class {}
DnaMatchConsentSchema.setClass(DnaMatchConsent);
