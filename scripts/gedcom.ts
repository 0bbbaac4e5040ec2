// The administrator's GEDCOM commands, run beside (or instead of) the server on the same data:
//   npm run gedcom -- import FILE --email EMAIL [--tree TREE_ID] [--name TREE_NAME] [--otherwise mine|theirs]
//   npm run gedcom -- export TREE_ID --out FILE [--version 5.5.1|7.0]
// An import runs at once, without the job queue, as the user with that e-mail address (into a new
// tree, or merged into a tree they own or edit); an export writes the tree as its owner sees it.
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../api/src/config.ts';
import { openDatabase, type Database } from '../api/src/db/database.ts';
import { DatabaseStartError } from '../api/src/db/start-errors.ts';
import { AppError } from '../api/src/errors.ts';
import { entities } from '../api/src/modules/entities.ts';
import { actingAs, getJob, prepareImport, receiveGedcom, resolveMerge, runImport, saveImport, writeTreeExport, type GedcomJob } from '../api/src/modules/gedcom/index.ts';
import { treeOwner } from '../api/src/modules/trees/index.ts';
import { findUserByEmail } from '../api/src/modules/users/index.ts';
import { commandArguments } from './command-arguments.ts';

const USAGE = `Usage:
  npm run gedcom -- import FILE --email EMAIL [--tree TREE_ID] [--name TREE_NAME] [--otherwise mine|theirs]
  npm run gedcom -- export TREE_ID --out FILE [--version 5.5.1|7.0]`;

/** A mistake in how the command was called or what it names: said in a sentence, exit code 2. */
class UsageError extends Error {}

const { positionals, values } = commandArguments({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    tree: { type: 'string' },
    name: { type: 'string' },
    otherwise: { type: 'string', default: 'mine' },
    out: { type: 'string' },
    version: { type: 'string', default: '5.5.1' },
  },
}, USAGE);

/** Prints how far an import has got, on one line that is rewritten. */
function progressPrinter() {
  let last = 0;
  return (done: number, total?: number) => {
    const now = Date.now();
    if (now - last < 250) return;
    last = now;
    process.stdout.write(`\rWriting people: ${done.toLocaleString('en')}${total ? ` of ${total.toLocaleString('en')}` : ''}   `);
  };
}

function printJob(job: GedcomJob) {
  process.stdout.write('\n');
  for (const line of job.report ?? []) console.log(`  ${line.line == null ? 'file' : `line ${line.line}`}: ${line.message}`);
  if (job.state === 'done') {
    const c = job.counts!;
    console.log(`Imported ${c.people} people, ${c.families} families, ${c.otherRecords} other records and ${c.media} photos into tree ${job.tree?.id}.`);
  } else {
    console.log(job.state === 'failed' ? job.error : `The import stopped: ${job.state}.`);
  }
}

async function importCommand(config: Config, db: Database, file: string | undefined) {
  if (!file || !values.email) throw new UsageError(USAGE);
  if (values.otherwise !== 'mine' && values.otherwise !== 'theirs') throw new UsageError('--otherwise is "mine" or "theirs".');
  const em = db.orm.em.fork();
  const user = await findUserByEmail(em, values.email);
  if (!user) throw new UsageError(`Nobody has the e-mail address ${values.email}.`);
  const sc = actingAs(config, em, user);
  const prepared = await prepareImport(sc, { treeId: values.tree ?? null, mode: values.tree ? 'merge' : 'new', treeName: values.name ?? null });
  const received = await receiveGedcom(config, { filename: path.basename(file), stream: createReadStream(file) });
  const job = await saveImport(sc, prepared, received, path.basename(file), { queue: false });
  const runtime = { config, orm: db.orm };
  await runImport(runtime, job.id, { onProgress: progressPrinter() });
  let result = await getJob(sc, job.id);
  if (result.state === 'awaiting_choices') {
    const p = result.preview!;
    console.log(`Merge: ${p.new} new, ${p.updated} updated, ${p.unchanged} unchanged, ${p.conflictCount} conflicts (keeping ${values.otherwise === 'mine' ? 'the tree’s values' : 'the file’s values'}).`);
    await resolveMerge(sc, job.id, { choices: [], otherwise: values.otherwise }, { queue: false });
    await runImport(runtime, job.id, { onProgress: progressPrinter() });
    result = await getJob(sc, job.id);
  }
  printJob(result);
  return result.state === 'done' ? 0 : 1;
}

async function exportCommand(config: Config, db: Database, treeId: string | undefined) {
  if (!treeId || !values.out) throw new UsageError(USAGE);
  if (values.version !== '5.5.1' && values.version !== '7.0') throw new UsageError('--version is 5.5.1 or 7.0.');
  const em = db.orm.em.fork();
  const owner = await treeOwner(em, treeId).catch(() => {
    throw new UsageError(`There is no tree ${treeId}.`);
  });
  const out = createWriteStream(values.out);
  const counts = await writeTreeExport(actingAs(config, em, owner), treeId, values.version, async (bytes) => {
    if (!out.write(bytes)) await once(out, 'drain');
  });
  out.end();
  await once(out, 'finish');
  console.log(`Wrote ${counts.people} people and ${counts.families} families to ${values.out}.`);
  return 0;
}

let db: Database | undefined;
let code = 1;
try {
  const [command, target] = positionals;
  if (command !== 'import' && command !== 'export') throw new UsageError(USAGE);
  const config = loadConfig();
  db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, embeddedPort: config.embeddedPgPort, entities });
  code = command === 'import' ? await importCommand(config, db, target) : await exportCommand(config, db, target);
} catch (error) {
  if (error instanceof UsageError) code = 2;
  if (error instanceof UsageError || error instanceof ConfigError || error instanceof DatabaseStartError || error instanceof AppError) console.error(error.message);
  else console.error('The command failed:', error);
} finally {
  await db?.close().catch(() => {});
}
process.exit(code);
