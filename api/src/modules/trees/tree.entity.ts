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
  },
});

export class Tree extends TreeSchema.class {}
TreeSchema.setClass(Tree);
