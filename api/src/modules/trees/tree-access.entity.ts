import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';
import { Tree } from './tree.entity.ts';

export const TREE_ROLES = ['owner', 'editor', 'viewer'] as const;
export type TreeRole = (typeof TREE_ROLES)[number];

/** `invited`: waiting for the user to accept; `active`: the user has the role. */
export type AccessStatus = 'invited' | 'active';

/**
 * What part of the tree a limited editor or viewer sees: the descendants of a person with their
 * partners, or everyone within some steps of the user's own person.
 */
export type BranchKind = 'descendants' | 'nearby';

/** A user's role in a tree, or an invitation to one. One row per tree and user. */
const TreeAccessSchema = defineEntity({
  name: 'TreeAccess',
  tableName: 'tree_access',
  properties: {
    ...baseProperties,
    tree: () => p.manyToOne(Tree).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    role: p.string().length(10).$type<TreeRole>(),
    status: p.string().length(10).$type<AccessStatus>(),
    invitedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    branchKind: p.string().length(20).nullable().$type<BranchKind | null>(),
    /** The person whose descendants a `descendants` branch holds (a member of this tree). */
    branchRootId: p.uuid().nullable(),
    /** How many steps from the user's own person a `nearby` branch reaches. */
    branchSteps: p.integer().nullable(),
    /** When the user last opened the tree: the tree page opens the latest one. */
    lastOpenedAt: p.datetime().nullable(),
  },
  uniques: [
    { name: 'tree_access_tree_user_unique', properties: ['tree', 'user'] },
    { name: 'tree_access_one_owner', properties: ['tree'], where: { role: 'owner' } },
  ],
});

export class TreeAccess extends TreeAccessSchema.class {}
TreeAccessSchema.setClass(TreeAccess);
