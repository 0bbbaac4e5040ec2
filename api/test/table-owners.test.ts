import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { tablesNamedIn, type TableMention } from './sql-tables.ts';

// Tables have owners (docs/ARCHITECTURE.md): a module's tables are read and written through its
// index.ts, and raw SQL in another module names them only as a read model listed below, with its
// reason. Each table's owner comes from the entity that declares it (`tableName` in a
// modules/<module>/**/*.entity.ts), or, for tables no entity declares, from INFRASTRUCTURE. Every
// source file of api/src is read (tests, test folders, generated code and the migrations, which
// create every table, aside); a file belongs to its module, or to its folder outside modules/.

const src = path.resolve(import.meta.dirname, '../src');

/** Tables no entity declares: the floors below the modules keep them, or the modules without an ORM entity. */
const INFRASTRUCTURE: Record<string, { owner: string; what: string }> = {
  graphile_worker: { owner: 'jobs', what: "the job queue's own schema (graphile-worker: jobs, queues, its migrations)" },
  job_servers: { owner: 'jobs', what: "each app server's heartbeat and the ids of its queue's workers" },
  server_secrets: { owner: 'db', what: 'secrets the app servers share (made by the first one to start)' },
  server_settings: { owner: 'accounts', what: 'settings changed while running: who may register' },
  sign_in_limits: { owner: 'accounts', what: "the rate limiter's counters (rate-limiter-flexible), by key prefix" },
  oidc_payloads: { owner: 'auth', what: "the built-in OpenID provider's grants, codes and sessions, and the dev provider's accounts" },
  mikro_orm_migrations: { owner: 'migrations', what: 'which migrations ran (MikroORM)' },
};

/**
 * Who reads policies: every policy may name any table in its scopes (a scope is the SQL of a
 * decision, such as "the stories this reader may see", and joins what the decision needs).
 */
const READS_EVERY_TABLE = new Set(['policies']);

interface Allowance {
  reader: string;
  tables: string[];
  why: string;
}

/**
 * The reads of another owner's tables in raw SQL, each a named read model or a statement that
 * cannot be split without losing what it is for. A new one needs its reason here; one no longer
 * used fails the last test, so the list stays true.
 */
const ALLOWED: Allowance[] = [
  // ---- read models: a page or a job made of other modules' rows, limited by the policies' scopes ----
  {
    reader: 'timeline',
    tables: ['family_members', 'family_relationships', 'memories', 'photo_tags', 'family_stories', 'story_tags', 'story_memories', 'family_events', 'family_event_photos', 'stored_files', 'circle_members', 'family_achievements', 'time_capsules', 'users', 'voice_messages', 'family_assets', 'family_asset_owners'],
    why: "The timeline: births, deaths, marriages, memories, stories, events, voice stories, heirlooms and their passings scanned together in (day, id) order along the timeline's indexes, one prepared statement per page, each entry's details (people, photos, thumbnails) in the same statement.",
  },
  {
    reader: 'search',
    tables: ['family_members', 'memories', 'stored_files', 'family_circles', 'family_stories', 'family_events', 'family_achievements', 'time_capsules', 'prompt_responses', 'daily_moments', 'trees', 'voice_messages', 'family_assets', 'family_asset_owners'],
    why: 'Search: people, memories, stories, events and heirlooms (with who has each now) ranked by the trigram indexes of their own tables, each limited by its policy scope.',
  },
  {
    reader: 'gedcom',
    tables: ['family_members', 'family_relationships'],
    why: "The GEDCOM export (who is exported and how much of them, read in the export's snapshot) and a merge's picture of the tree as it stands beside the records kept from the last import.",
  },
  {
    reader: 'notifications',
    tables: ['family_members', 'family_relationships', 'trees', 'tree_access'],
    why: "Reminders: the birthdays and anniversaries of the people each user may see in their trees, for the whole server in one statement a day.",
  },
  {
    reader: 'connections',
    tables: ['family_members', 'family_relationships', 'tree_access', 'users'],
    why: "Connection suggestions: registered users matching the unlinked people of the viewer's trees (within their branch), then connections' connections, ranked in one statement; user search by the users table's trigram indexes.",
  },
  {
    reader: 'challenges',
    tables: ['events', 'family_members', 'family_relationships', 'photo_tags', 'memories', 'family_stories', 'story_tags', 'tree_access', 'user_connections', 'prompt_responses', 'voice_messages', 'family_achievements', 'achievement_celebrations', 'family_events', 'time_capsules', 'trees', 'person_merges'],
    why: "Discovery challenges: the facts a challenge counts are each person's real contributions as the records stand now (the activity record joined with what still exists: the people, relationships, tags, stories, answers, recordings they added; a person merged into another counts as the person they became), read in one statement per person by the progress job; a family challenge names its tree, and its claim is told to the tree's readers.",
  },
  // ---- a module's own statement that joins what its policy input or its audience needs ----
  {
    reader: 'memories',
    tables: ['circle_members', 'family_circles', 'family_members', 'stored_files'],
    why: "A page of memories reads the viewer's role in each circle and each file with its derived pictures in its one statement; tags count only the people the viewer sees (the family-member scope is written over family_members); a memory's notices find the circle's members and the users of the people tagged.",
  },
  {
    reader: 'stories',
    tables: ['family_members', 'circle_members', 'tree_access'],
    why: "A story's tags name only the people the viewer sees, in name order (the family-member scope is written over family_members); its notices find, in one statement, who among the tagged people's users and its circle's or trees' readers may read it.",
  },
  {
    reader: 'achievements',
    tables: ['stored_files', 'tree_access', 'family_members'],
    why: "A page of achievements reads each one's photo files with it; an achievement's notice finds, in one statement, the readers of the person's tree who read it (the person's relatives); the personal-data export names each achievement's person.",
  },
  {
    reader: 'heirlooms',
    tables: ['stored_files', 'family_members'],
    why: "A page of heirlooms reads each one's photo and document files with it; the personal-data export names each owner of an heirloom's journey, with their dates only where the details scope shows them.",
  },
  {
    reader: 'time-capsules',
    tables: ['stored_files', 'users', 'tree_access', 'circle_members', 'notifications'],
    why: "A capsule's attachments are read with their files, behind the content scope; whom a creator may name (users who read a tree with them), a circle's members at the sealing and a tree's readers at the opening are each one statement; a reminder is made once (its notification looked for in the same transaction); the export names each capsule's creator.",
  },
  {
    reader: 'daily-moments',
    tables: ['stored_files', 'tree_access', 'trees'],
    why: "A day's answers are read with their photo and recording files in one statement; who is told of an answer (the tree's readers) and whether someone has a book in a family are one statement each; the personal-data export names each answer's family.",
  },
  {
    reader: 'voice-messages',
    tables: ['stored_files', 'users', 'circle_members'],
    why: "A page of voice messages reads each recording's type, length and waveform with it in one statement; whom a sender may name (users who read a tree with them) and a circle's other members at the sending are one statement each.",
  },
  {
    reader: 'faces',
    tables: ['family_members', 'photo_tags', 'trees'],
    why: "Who is tagged on a photo already, so that no one tagged is suggested again for it (the memories module exports no such read); the personal-data export names the people the viewer confirmed being and their trees, as the person policy scopes them, beside what is kept of them.",
  },
  {
    reader: 'dna',
    tables: ['users'],
    why: 'Whom a kit owner may agree to match with (users who read a tree with them, the DNA policy\'s condition), in name order, in one statement.',
  },
  {
    reader: 'circles',
    tables: ['memories'],
    why: "A list of circles counts each circle's memories and those the viewer has not seen, and orders by the newest memory, in the list's one statement.",
  },
  {
    reader: 'family-events',
    tables: ['user_connections'],
    why: "Whether each event's organizer is connected to the viewer (the event policy's input), read with the events.",
  },
  {
    reader: 'family',
    tables: ['tree_access', 'trees'],
    why: "branch_members is worked out from each branch-limited grant (tree_access) of a tree, under the tree's lock; the tree window reads the tree's revision with the viewer's grant in one prepared statement on every tree read.",
  },
  // ---- the floors below and beside the modules ----
  {
    reader: 'auth',
    tables: ['sessions', 'users'],
    why: "The session store (koa-session) reads each request's session with its user in one statement; the users module turns the columns into its entity (userFromRow).",
  },
  {
    reader: 'backup',
    tables: ['graphile_worker', 'mikro_orm_migrations', 'users'],
    why: 'A backup copies every table of both schemas and compares which migrations ran; a restore refuses an installation that already has accounts.',
  },
  {
    reader: 'mail',
    tables: ['users'],
    why: "Each recipient's language for a whole mailing in one statement: mail is below the modules and cannot ask users.",
  },
  {
    reader: 'http',
    tables: ['graphile_worker', 'sign_in_limits'],
    why: "The /metrics gauge of queued jobs (the transports do not import jobs/); the GraphQL abuse limit keeps its counters in the rate limiter's table, under key prefixes of its own.",
  },
];

/** Strings in a file with SQL that spell a table's name but name something else. */
const NOT_TABLES: { file: string; text: string; what: string }[] = [
  { file: 'api/src/modules/timeline/timeline.sources.ts', text: 'trees', what: "the name of a statement's parameter (Params.ref)" },
];

// ---- reading the sources ----

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['test', 'generated', 'migrations'].includes(entry.name) ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** A file's module (modules/<module>/…), else its folder under api/src, else `app`. */
function readerOf(file: string): string {
  const parts = path.relative(src, file).split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) return parts[1];
  return parts.length > 1 ? parts[0] : 'app';
}

const files = sourceFiles(src).map((file) => ({ file, rel: path.relative(path.resolve(src, '../..'), file), reader: readerOf(file), text: readFileSync(file, 'utf8') }));

/** Each table's owner: the module of the entity declaring it, then the infrastructure's. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const { file, reader, text } of files) {
    if (!file.endsWith('.entity.ts')) continue;
    for (const [, table] of text.matchAll(/\btableName:\s*'([a-z_][a-z0-9_]*)'/g)) {
      const known = owners.get(table);
      if (known && known !== reader) throw new Error(`The table ${table} is declared by entities of two modules: ${known} and ${reader}.`);
      owners.set(table, reader);
    }
  }
  for (const [table, { owner }] of Object.entries(INFRASTRUCTURE)) owners.set(table, owner);
  return owners;
}

const owners = tableOwners();
const known = new Set(owners.keys());

interface Read extends TableMention {
  rel: string;
  reader: string;
  owner: string;
}

/** Every mention of a table in SQL by a reader that does not own it. */
const mentions: Read[] = files.flatMap(({ file, rel, reader, text }) =>
  tablesNamedIn(file, text, known).map((mention) => ({ ...mention, rel, reader, owner: owners.get(mention.table)! })),
);
const notTable = (read: Read) => NOT_TABLES.some((n) => n.file === read.rel && n.text === read.excerpt);
const foreignReads = mentions.filter((read) => read.owner !== read.reader && !READS_EVERY_TABLE.has(read.reader) && !notTable(read));

const allowed = (reader: string, table: string) => ALLOWED.some((a) => a.reader === reader && a.tables.includes(table));

describe('tables have owners', () => {
  it('gives every table of the migrated database one owner, and names no table that is not there', async () => {
    const db = new pg.Client({ connectionString: process.env.KINFOLK_TEST_DB_URL });
    await db.connect();
    try {
      const { rows } = await db.query<{ name: string }>(`select table_name as name from information_schema.tables where table_schema = 'public'`);
      const tables = rows.map((r) => r.name);
      expect(tables.filter((t) => !owners.has(t))).toEqual([]);
      expect([...owners.keys()].filter((t) => t !== 'graphile_worker' && !tables.includes(t))).toEqual([]);
    } finally {
      await db.end();
    }
  });

  it("lets SQL name another owner's table only as a listed read model", () => {
    const refused = foreignReads.filter((read) => !allowed(read.reader, read.table));
    if (refused.length) {
      const lines = refused.map((r) => `  ${r.rel}:${r.line} names the table ${r.table}, owned by ${r.owner}: "…${r.excerpt}…"`);
      throw new Error(
        `SQL names another module's table:\n${lines.join('\n')}\n` +
          `Read it through the owner's index.ts (or a policy's scope), or, for a read model, add it to ALLOWED in api/test/table-owners.test.ts with the reason.`,
      );
    }
  });

  it('lists only reads that still happen, of tables with another owner', () => {
    const stale = ALLOWED.flatMap((a) =>
      a.tables
        .filter((table) => owners.get(table) === a.reader || !foreignReads.some((r) => r.reader === a.reader && r.table === table))
        .map((table) => `  ${a.reader} → ${table}${owners.has(table) ? '' : ' (no such table)'}`),
    );
    if (stale.length) throw new Error(`ALLOWED lists reads no SQL makes any more; remove them:\n${stale.join('\n')}`);
    expect(NOT_TABLES.filter((n) => !mentions.some((read) => read.rel === n.file && read.excerpt === n.text))).toEqual([]);
  });
});

describe('finding the tables a source names in SQL', () => {
  const tables = new Set(['family_members', 'family_relationships', 'tree_access', 'photo_tags', 'graphile_worker']);
  const named = (source: string) => tablesNamedIn('probe.ts', source, tables).map((m) => m.table);

  it('reads from, join, update, insert into, delete from, using, exists and comma lists', () => {
    expect(named(`q('select * from family_members m join family_relationships r on r.from_id = m.id')`)).toEqual(['family_members', 'family_relationships']);
    expect(named(`q("update tree_access set role = 'editor'"); q('insert into photo_tags (id) values (1)')`)).toEqual(['tree_access', 'photo_tags']);
    expect(named(`q('delete from photo_tags p using tree_access a where a.id = p.id')`)).toEqual(['photo_tags', 'tree_access']);
    expect(named(`q('select exists (select 1 from "family_members" where id = ?)')`)).toEqual(['family_members']);
    expect(named(`q('analyze family_members, family_relationships'); q('select 1 from tree_access a, photo_tags t')`)).toEqual(['family_members', 'family_relationships', 'tree_access', 'photo_tags']);
    expect(named(`q('select id from graphile_worker.jobs')`)).toEqual(['graphile_worker']);
  });

  it('reads template strings around their holes, and table names handed to SQL built elsewhere', () => {
    expect(named('q(`select 1 from ${scope} x join family_members fm on fm.id = ${id}`)')).toEqual(['family_members']);
    expect(named("const scan = { from: 'photo_tags t' }; q(`select * from ${scan.from}`)")).toEqual(['photo_tags']);
    expect(named("const sql = `select 1 from x`; copyTo(writer, 'family_relationships', [])")).toEqual(['family_relationships']);
  });

  it('passes over comments, code, words that are not tables and plain strings in files without SQL', () => {
    expect(named('// select * from family_members\nimport { a } from "./tree_access.ts";')).toEqual([]);
    expect(named(`q('with people as (select 1) select * from people p join unnest(?) u on true')`)).toEqual([]);
    expect(named(`const folder = 'photo_tags';`)).toEqual([]);
  });
});
