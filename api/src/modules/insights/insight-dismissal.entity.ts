import { defineEntity, p } from '@mikro-orm/postgresql';
import { Tree } from '../trees/tree.entity.ts';
import { User } from '../users/user.entity.ts';

/**
 * A reader's "not for me" on one finding of a tree, by the finding's key: it hides that finding from
 * this reader alone, and outlives recomputes (the same finding comes back under the same key).
 */
const InsightDismissalSchema = defineEntity({
  name: 'InsightDismissal',
  tableName: 'insight_dismissals',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    tree: () => p.manyToOne(Tree).primary().deleteRule('cascade'),
    insightKey: p.string().length(300).primary(),
    dismissedAt: p.datetime().onCreate(() => new Date()),
  },
});

export class InsightDismissal extends InsightDismissalSchema.class {}
InsightDismissalSchema.setClass(InsightDismissal);
