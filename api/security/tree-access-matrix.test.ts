/**
 * @long over a thousand cases, one after another, on one family
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, getNamedType, isInputObjectType, isObjectType, type GraphQLField, type GraphQLObjectType, type GraphQLType } from 'graphql';
import { pageOnlyBuild, startTestApp, type TestApp } from '../test/test-app.ts';
import { LIGHT_KIT_MIN_MARKERS } from '../test/dna/index.ts';
import { judge, type Case } from './tree-access/judge.ts';
import { readStored, restoreStored, sameStored, storedDifference, type Stored } from './tree-access/stored.ts';
import { buildWorld, EVERYONE, secretsOf, type World } from './tree-access/world.ts';
import { readCases } from './tree-access/read-cases.ts';
import { peopleCases } from './tree-access/people-cases.ts';
import { sharingCases } from './tree-access/sharing-cases.ts';
import { memoryCases, tagDetailsDiffer } from './tree-access/memory-cases.ts';
import { storyCases } from './tree-access/story-cases.ts';
import { eventCases } from './tree-access/event-cases.ts';
import { timelineCases } from './tree-access/timeline-cases.ts';
import { animatedTimelineCases } from './tree-access/animated-timeline-cases.ts';
import { searchCases } from './tree-access/search-cases.ts';
import { achievementCases } from './tree-access/achievement-cases.ts';
import { heirloomCases } from './tree-access/heirloom-cases.ts';
import { capsuleCases } from './tree-access/capsule-cases.ts';
import { momentCases } from './tree-access/moment-cases.ts';
import { challengeCases } from './tree-access/challenge-cases.ts';
import { dnaCases } from './tree-access/dna-cases.ts';
import { heritageCases } from './tree-access/heritage-cases.ts';
import { faceCases } from './tree-access/face-cases.ts';
import { insightCases } from './tree-access/insight-cases.ts';
import { mergeCases } from './tree-access/merge-cases.ts';

// Who may do what in a shared tree, field by field. Ada owns a tree of a few generations; Fay edits
// all of it, Ben her mother's descendants only, Cleo views it all, Dan has no access
// (tree-access/world.ts). Every
// GraphQL field and REST path that shows or changes trees, people or relationships is tried by each
// of them on people inside and outside Ben's branch, living and deceased, on the relationships, the
// tree and everyone's access (tree-access/*-cases.ts), and every answer is judged against the rules
// (tree-access/rules.ts) and the database (tree-access/stored.ts). Ben must find nothing outside his
// branch (NOT_FOUND, never FORBIDDEN), Cleo may change nothing and sees no living person's dates,
// bio or photo, Dan finds nothing at all. They all share a family circle with Ada: each sees its
// photos, but only the tags of people they see, and tags only those (tree-access/memory-cases.ts).
// The same holds for the people stories tag and the photos events show (story-cases.ts,
// event-cases.ts), for the achievements recorded of them and their photos (achievement-cases.ts), for the heirlooms they hold, their
// photos, documents and value (heirloom-cases.ts), for the births, deaths and marriages of the timeline (timeline-cases.ts), for the
// people and years the animated timeline draws (animated-timeline-cases.ts) and for
// the people search finds (search-cases.ts). A family challenge of the tree is its readers', and each
// leaderboard shows the people who read a tree with its reader (challenge-cases.ts). A DNA kit names a
// person of the tree, yet only its uploader reads or deletes it (dna-cases.ts). Heritage counts the
// ancestors each sees and the birth places each may read (heritage-cases.ts). The family insights of the
// tree reach each only for the people they see and the details they may read (insight-cases.ts).
// Merging two records of one person, its preview and its undo are for those who may change both (merge-cases.ts).
// The last test fails when the schema gains a field about trees, people or relationships that no
// case tries.

const SCHEMA = path.resolve(import.meta.dirname, '../../schema/schema.graphql');
/** The REST paths that show or change people and relationships. */
const REST_PATHS = [
  'GET /api/family-members/user/:userId',
  'GET /api/relationships/user/:userId',
  'POST /api/family-members',
  'POST /api/relationships',
  'GET /uploads/:key',
  'POST /api/dna/kits',
  'GET /api/stories',
  'POST /api/stories',
  'GET /api/timeline',
  'GET /family-tree',
];
/** Fields whose types say nothing of trees but that count what is in them: the years of the timeline. */
const COUNTING_FIELDS = ['Query.timelineYears'];
/**
 * Fields about trees whose every role is tried elsewhere, against a whole imported file rather than
 * this small tree: GEDCOM jobs belong to the user who started one (api/security/gedcom.test.ts,
 * cross-user.test.ts), and an export follows each role exactly as the screen does —
 * owner, editor, branch-limited user, viewer without living details, stranger — in
 * api/src/modules/gedcom/export/export-tree.test.ts; a merge into a tree needs an owner or an editor
 * of the whole tree (api/src/modules/gedcom/jobs/gedcom-import.test.ts).
 */
const TRIED_ELSEWHERE = [
  ...['Query.gedcomJob', 'Query.gedcomJobs', 'Mutation.importGedcom', 'Mutation.resolveGedcomMerge', 'Mutation.cancelGedcomJob', 'Mutation.exportGedcom'],
  // A person's own data and account (cross-user.test.ts: another's tree is never listed, exported or decided on).
  ...['Query.accountDeletionChoices', 'Query.myDataExportUrl', 'Mutation.deleteMyAccount'],
  // Voice messages go from one user to others, whatever their role in a tree: a person's voice stories
  // and the relatives one may send to are read by sender and recipients alone, tried for a stranger,
  // a connected relative, a token and the signed out in cross-user.test.ts (cross-user/voice-messages.ts)
  // and for recipients and non-recipients of one tree in api/src/modules/voice-messages/.
  ...['Query.voiceStories', 'Query.voiceRecipientChoices'],
];
/**
 * Fields about what a tree holds that the names and descriptions below do not reveal: their ids are
 * an achievement's, an heirloom's, a family's answer's or a DNA kit's (which names a person); the leaderboard seasons are those of the people who read a tree with the viewer.
 */
const ALSO_ABOUT_TREES = ['Mutation.deleteAchievement', 'Mutation.deleteHeirloom', 'Mutation.likeMomentAnswer', 'Mutation.withdrawFamilyPrompt', 'Mutation.answerDailyMoment', 'Mutation.deleteMomentAnswer', 'Query.challengeSeasons', 'Mutation.deleteDnaKit', 'Query.dnaTriangulation'];

let app: TestApp;
let world: World;
let baseline: Stored;
let cases: Case[];
/** How tagged people are shown in a photo unlike in the tree, read before any case changes the tree. */
let tagDetails: string[];

beforeAll(async () => {
  // The app's pages are served from a build holding only its page: the tree screen's page is one of the ways in.
  // Light DNA kits are taken (tree-access/dna-cases.ts).
  app = await startTestApp({ WEB_DIST_DIR: pageOnlyBuild(), DNA_MIN_MARKERS: LIGHT_KIT_MIN_MARKERS });
  world = await buildWorld(app);
  baseline = await readStored(app, world.treeId);
  // Reads first, on the untouched tree; then the changes, each put back before the next (tags in
  // memories before anyone is deleted: putting a person back does not bring their tags back).
  cases = [
    ...readCases(world),
    ...(await memoryCases(world)),
    ...(await storyCases(world)),
    ...(await eventCases(world)),
    ...(await achievementCases(world)),
    ...(await heirloomCases(world)),
    ...(await capsuleCases(world)),
    ...(await momentCases(world)),
    ...(await challengeCases(world)),
    ...(await dnaCases(world)),
    ...(await faceCases(world)),
    ...heritageCases(world),
    ...(await insightCases(world)),
    ...timelineCases(world),
    ...animatedTimelineCases(world),
    ...searchCases(world),
    ...peopleCases(world),
    ...mergeCases(world),
    ...sharingCases(world),
  ];
  tagDetails = await tagDetailsDiffer(world);
});
afterAll(() => app?.close());

const isWrite = (c: Case) => c.covers.startsWith('Mutation.') || c.covers.startsWith('POST ');
const label = (c: Case) => `${c.who} · ${c.covers} · ${c.object}`;

it('lets each user do exactly what their role and branch allow, and shows them nothing more', async () => {
  const leaks: string[] = [];
  const wrong: string[] = [];
  for (const c of cases) {
    const prepared = (await c.prepare?.()) ?? {};
    const before = isWrite(c) ? await readStored(app, world.treeId) : undefined;
    const answer = await c.attempt(prepared);
    const after = before && (await readStored(app, world.treeId));
    const verdict = judge(c, answer, secretsOf(world, c.who), c.mayShow?.(prepared) ?? [], before && after && !sameStored(before, after));
    const more = (await c.inspect?.(answer, prepared)) ?? {};
    leaks.push(...[...verdict.leaks, ...(more.leaks ?? [])].map((finding) => `${label(c)}: ${finding}`));
    wrong.push(...[...verdict.wrong, ...(more.wrong ?? [])].map((finding) => `${label(c)}: ${finding}${before && after ? ` (${storedDifference(before, after).join(', ') || 'nothing stored changed'})` : ''}`));
    await c.cleanup?.(answer, prepared);
    if (before) await restoreStored(app, world.treeId, baseline);
  }
  console.log(`tree access matrix: ${cases.length} cases, ${leaks.length} leaks`);
  expect({ leaks, wrong }).toEqual({ leaks: [], wrong: [] });
  expect(cases.length).toBeGreaterThan(800);
  // Over a thousand cases, one after another: generous, so a busy machine never fails it.
}, 900_000);

// The people tagged in a photo are read without the user's grant on their tree: their dates, bio and
// photo are withheld (detailsHidden) from everyone, the tree's owner included.
it('shows each person tagged in a photo with the details the user reads of them in the tree', () => {
  expect(tagDetails).toEqual([]);
});

// ---- every field about trees, people or relationships has cases ---------------------------------

const schema = buildSchema(readFileSync(SCHEMA, 'utf8'));
/** Names of ids that point into a tree. */
const TREE_IDS = /^(treeId|memberId|relativeId|fromId|toId|focusId)$/;

/** Whether a type (or what it holds) carries ids into a tree, or speaks of trees. */
function aboutTrees(type: GraphQLType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (!isObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  const fields = Object.values(named.getFields());
  return /\btrees?\b/i.test(named.description ?? '') || fields.some((f) => TREE_IDS.test(f.name) || /\btrees?\b/i.test(f.description ?? '') || aboutTrees(f.type, seen));
}

/** Whether a field's arguments (into input objects) take an id into a tree. */
function takesTreeIds(f: GraphQLField<unknown, unknown>): boolean {
  const walk = (type: GraphQLType, name: string, seen: Set<string>): boolean => {
    const named = getNamedType(type);
    if (TREE_IDS.test(name)) return true;
    if (!isInputObjectType(named) || seen.has(named.name)) return false;
    return Object.values(named.getFields()).some((inner) => walk(inner.type, inner.name, new Set([...seen, named.name])));
  };
  return f.args.some((arg) => walk(arg.type, arg.name, new Set()));
}

const treeFields = (['Query', 'Mutation'] as const).flatMap((root) =>
  Object.values((schema.getType(root) as GraphQLObjectType).getFields())
    // A circle's members are users, not people of a tree.
    .filter((f) => /tree|(?<!circle)member|relationship/i.test(f.name) || /\btrees?\b/i.test(f.description ?? '') || takesTreeIds(f) || aboutTrees(f.type))
    .map((f) => `${root}.${f.name}`),
);

it('tries every GraphQL field and REST path about trees, people or relationships, by every user', () => {
  const tried = (covers: string) => new Set(cases.filter((c) => c.covers === covers).map((c) => c.who));
  expect(treeFields.length).toBeGreaterThan(25);
  expect(TRIED_ELSEWHERE.filter((covers) => !treeFields.includes(covers))).toEqual([]);
  const everyPath = [...treeFields.filter((covers) => !TRIED_ELSEWHERE.includes(covers)), ...ALSO_ABOUT_TREES, ...REST_PATHS, ...COUNTING_FIELDS];
  expect(everyPath.filter((covers) => tried(covers).size < EVERYONE.length)).toEqual([]);
  expect([...new Set(cases.map((c) => c.covers))].filter((covers) => !everyPath.includes(covers))).toEqual([]);
});
