import { defineEntity, p } from '@mikro-orm/postgresql';
import { Tree } from '../../trees/tree.entity.ts';

/**
 * A whole window of a large tree as last read from the database (before any viewer's privacy), kept
 * by the tree's revision where every app server and a restart find it: only the first read after a
 * change walks the tree. One row per tree and window (`key`: the focus and generations asked for),
 * replaced when a newer revision is read, the few most recently prepared kept per tree.
 */
const PreparedWindowSchema = defineEntity({
  name: 'PreparedWindow',
  tableName: 'prepared_tree_windows',
  properties: {
    tree: () => p.manyToOne(Tree).primary().deleteRule('cascade'),
    key: p.string().primary(),
    revision: p.bigint('number'),
    people: p.integer(),
    /** The window as JSON text (PostgreSQL compresses it as it stores it). */
    body: p.text().lazy(),
    preparedAt: p.datetime(),
  },
});

export class PreparedWindow extends PreparedWindowSchema.class {}
PreparedWindowSchema.setClass(PreparedWindow);
