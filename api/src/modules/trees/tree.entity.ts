import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';

/** How many years after their birth a person without a death date still counts as living. */
export const DEFAULT_LIVING_YEARS = 110;

/**
 * A family tree that several users build together. Who may do what in it is in `tree_access`;
 * the people and relationships in it point at it.
 */
const TreeSchema = defineEntity({
  name: 'Tree',
  tableName: 'trees',
  properties: {
    ...baseProperties,
    name: p.string().length(100),
    /** A person born more than this many years ago counts as no longer living. */
    livingYears: p.integer().default(DEFAULT_LIVING_YEARS),
    /** Whether viewers see living people's dates, bio and photo too. */
    showLivingDetails: p.boolean().default(false),
    /** Whether the owner turned face suggestions on (descriptors of confirmed faces are kept only then). */
    faceSuggestions: p.boolean().default(false),
    /**
     * Counts the changes to the tree's people and relationships (kept by the database itself, see the
     * tree_revision migration): an answer worked out from the tree at one revision stays right until
     * the next.
     */
    revision: p.bigint('number').default(0),
  },
});

export class Tree extends TreeSchema.class {}
TreeSchema.setClass(Tree);
