import type { EntityManager } from '@mikro-orm/postgresql';
import { readEdges, type EdgeTexts, type PersonRow } from './export-rows.ts';
import { cleanText as clean, type PeopleScope } from './export-scope.ts';

const SNAPSHOT = /^[0-9A-F]+-[0-9A-F]+(-[0-9]+)?$/i;

// A batch of people comes as one text: fields apart by \x1f, people by \x1e, further names by \x1d
// (see cleanText).
const FIELD = '\x1f';
const PERSON = '\x1e';
const NAME = '\x1d';
const FIELDS = 18;
const shown = (sql: string) => `case when s.shown then ${sql} end`;
const DETAILS = ['birth_date', 'birth_place', 'christening_date', 'christening_place', 'death_date', 'death_place', 'burial_date', 'burial_place', 'occupation', 'bio', 'profile_picture'];

/** The statement that reads the people (details hidden from the viewer left out) in the order of the index, `size` to a row. */
function batchesSql(scope: PeopleScope, size: number): string {
  const otherNames = `case when s.shown and cardinality(m.other_names) > 0 then array_to_string(array(select ${clean('name')} from unnest(m.other_names) name), E'\\x1d') end`;
  const fields = [
    'm.id',
    clean('m.first_name'),
    clean('m.last_name'),
    otherNames,
    'm.gender',
    '(m.is_alive or not s.shown)',
    ...DETAILS.map((column) => shown(clean(`m.${column}`))),
    scope.keep ? clean('k.record') : 'null',
  ];
  return `select string_agg(person, E'\\x1e' order by n) as people from (
      select concat(${fields.join(", E'\\x1f', ")}) as person, row_number() over (order by ${scope.order}) - 1 as n
      from family_members m cross join lateral (select ${scope.shown} as shown) s ${scope.join} where ${scope.where}
    ) people group by n / ${Number(size)} order by n / ${Number(size)}`;
}

/** The people of one batch's text. */
function peopleOf(text: string): PersonRow[] {
  return text.split(PERSON).map((person) => {
    const f = person.split(FIELD);
    if (f.length !== FIELDS) throw new Error(`A person read for the export has ${f.length} fields`);
    const gender = f[4];
    return {
      id: f[0],
      firstName: f[1],
      lastName: f[2],
      otherNames: f[3] ? f[3].split(NAME) : [],
      gender: gender === 'male' || gender === 'female' ? gender : 'other',
      isAlive: f[5] === 't' || f[5] === 'true',
      birthDate: f[6] || null,
      birthPlace: f[7] || null,
      christeningDate: f[8] || null,
      christeningPlace: f[9] || null,
      deathDate: f[10] || null,
      deathPlace: f[11] || null,
      burialDate: f[12] || null,
      burialPlace: f[13] || null,
      occupation: f[14] || null,
      bio: f[15] || null,
      photo: f[16] || null,
      record: f[17] || null,
    };
  });
}

/**
 * Reads on a connection of its own, in the snapshot of the export's transaction (pg_export_snapshot),
 * what the export needs besides the people's order: first the tree's edges, then the people with
 * their fields, a few batches ahead of the writer. PostgreSQL works on these while the export's own
 * connection reads the people's order and this process works out the families; then it makes the
 * next batch while the last is written. The writer takes the batches in order; `stop` ends early.
 */
export class PeopleReader implements AsyncIterable<PersonRow[]> {
  private readonly queue: (PersonRow[] | null)[] = [];
  private failure: unknown = null;
  private stopped = false;
  private wakeWriter: (() => void) | null = null;
  private wakeReader: (() => void) | null = null;
  private readonly finished: Promise<void>;
  /** The tree's edges, read first. */
  readonly edges: Promise<EdgeTexts>;

  constructor(em: EntityManager, snapshot: string, scope: PeopleScope, treeId: string, size: number, ahead = 2) {
    if (!SNAPSHOT.test(snapshot)) throw new Error(`Not a snapshot id: ${snapshot}`);
    const sql = batchesSql(scope, size);
    const params = [...scope.shownParams, ...scope.params];
    let edgesRead!: (edges: EdgeTexts) => void;
    let edgesFailed!: (error: unknown) => void;
    this.edges = new Promise<EdgeTexts>((resolve, reject) => ([edgesRead, edgesFailed] = [resolve, reject]));
    this.edges.catch(() => {});
    this.finished = em
      .fork()
      .transactional(
        async (tx) => {
          await tx.execute(`set transaction snapshot '${snapshot}'`);
          await tx.execute(`set local work_mem = '64MB'`);
          edgesRead(await readEdges(tx, treeId));
          await tx.execute(`declare gedcom_export_people no scroll cursor for ${sql}`, params);
          while (!this.stopped) {
            const [batch] = await tx.execute<{ people: string }[]>('fetch 1 from gedcom_export_people');
            if (!batch) break;
            while (this.queue.length >= ahead && !this.stopped) await new Promise<void>((resolve) => (this.wakeReader = resolve));
            this.hand(peopleOf(batch.people));
          }
        },
        { isolationLevel: 'repeatable read', readOnly: true },
      )
      .catch((error: unknown) => {
        this.failure = error;
        edgesFailed(error);
      })
      .finally(() => this.hand(null));
  }

  private hand(batch: PersonRow[] | null): void {
    this.queue.push(batch);
    this.wakeWriter?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<PersonRow[]> {
    for (;;) {
      while (!this.queue.length) await new Promise<void>((resolve) => (this.wakeWriter = resolve));
      const batch = this.queue.shift()!;
      this.wakeReader?.();
      if (batch === null) {
        if (this.failure) throw this.failure;
        return;
      }
      yield batch;
    }
  }

  /** Ends the read (done, or the writer failed) and waits until its transaction is over. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeReader?.();
    await this.finished;
  }
}
