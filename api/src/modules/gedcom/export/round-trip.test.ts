import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { buildUser, type Person } from '../../../../test/factories.ts';
import { writePlan } from '../import/write-plan.ts';
import { planImport } from '../plan/index.ts';
import { readGedcom, type GedcomReadResult, type GedcomRecord } from '../reader/index.ts';
import { readSample, requireSamples, sampleTable } from '../test/samples.ts';
import { exportTree } from './export-tree.ts';

let app: TestApp;
let owner: Person;
beforeAll(async () => {
  requireSamples();
  app = await startTestApp();
  owner = await buildUser(app, { name: 'Rita Roundtrip' });
});
afterAll(() => app.close());

/** A new tree of the owner's, empty. */
async function emptyTree(): Promise<string> {
  const id = randomUUID();
  const em = app.orm.em.fork();
  await em.execute(`insert into trees (id, created_at, updated_at, name) values (?, now(), now(), 'Imported')`, [id]);
  await em.execute(`insert into tree_access (id, created_at, updated_at, tree_id, user_id, role, status) values (?, now(), now(), ?, ?, 'owner', 'active')`, [randomUUID(), id, owner.id]);
  return id;
}

const POINTER = /^@[^@\s]+@$/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A person's UID that Kinfolk added (the member's id), where the record had none: the one line an export adds. */
const addedUid = (r: GedcomRecord, hadUid: boolean) => !hadUid && (r.tag === 'UID' || r.tag === '_UID') && UUID.test(r.value);

/**
 * The records as a structure that does not depend on record ids: every pointer names its target by
 * the target's place among the records (ids are the exporter's to choose), or VOID.
 */
function shapeOf(read: GedcomReadResult, dropSubmitters: boolean, original?: GedcomReadResult): unknown[] {
  const keep = (r: GedcomRecord) => r.tag !== 'HEAD' && r.tag !== 'TRLR' && !(dropSubmitters && r.tag === 'SUBM');
  const originals = original?.records.filter(keep);
  const records = read.records.filter(keep).map((r, i) => {
    if (r.tag !== 'INDI' || !originals) return r;
    const hadUid = originals[i].children.some((c) => c.tag === 'UID' || c.tag === '_UID');
    return { ...r, children: r.children.filter((c) => !addedUid(c, hadUid)) };
  });
  const place = new Map(records.flatMap((r, i) => (r.xref ? [[r.xref, i]] : [])));
  // The reader takes every "@@" for one "@", also in 7.0 files where only a leading one is doubled:
  // runs of "@" are compared as one.
  const text = (value: string) => (read.header.version?.startsWith('7') ? value.replace(/@+/g, '@') : value);
  const shape = (r: GedcomRecord): unknown => [r.tag, POINTER.test(r.value) ? `#${place.get(r.value) ?? 'VOID'}` : text(r.value), r.children.map(shape)];
  return records.map(shape);
}

const versionOf = (read: GedcomReadResult) => (read.header.version?.startsWith('7') ? '7.0' : '5.5.1');

describe('import, then export, then read again', () => {
  it.each(sampleTable().map((s) => s.file))('%s comes back with the same records, each person with a UID', async (file) => {
    const first = readSample(file);
    const treeId = await emptyTree();
    await app.orm.em.fork().transactional((em) => writePlan(em as EntityManager, planImport(first), { treeId }));
    let text = '';
    await exportTree(app.orm.em.fork(), { id: owner.id }, treeId, { version: versionOf(first) }, (chunk) => void (text += chunk));
    const again = readGedcom(new TextEncoder().encode(text));
    expect(again.problems).toEqual([]);
    expect(again.records.filter((r) => r.tag === 'INDI' && !r.children.some((c) => c.tag === 'UID' || c.tag === '_UID'))).toEqual([]);
    const hadSubmitter = first.records.some((r) => r.tag === 'SUBM');
    expect(shapeOf(again, !hadSubmitter, first)).toEqual(shapeOf(first, false));
  });
});
