/**
 * @long every field and path, by each caller, with the state read before and after
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSchema, getNamedType, isInputObjectType, type GraphQLField, type GraphQLInputType, type GraphQLObjectType } from 'graphql';
import { pageOnlyBuild, startTestApp, type TestApp } from '../test/test-app.ts';
import { PNG_1PX, TestClient } from '../test/client.ts';
import { addMember, buildUser, type Person } from '../test/factories.ts';
import { SoftAuthenticator } from '../test/soft-authenticator.ts';
import { field, gql, isRest, rest, type Actor, type Answer, type Case, type OwnCase } from './cross-user/asking.ts';
import { A_CIRCLES, buildCircles, CIRCLE_OWN_ONLY, CIRCLE_REFUSED, circleSecrets, cw, OWN_CIRCLES, seenByConnections } from './cross-user/circles.ts';
import {
  buildStoriesAndEvents, ownStories, STORY_EVENT_OWN_ONLY, STORY_EVENT_REFUSED, storiesSeenByConnections, storiesStateOfA, storySecrets, sw,
} from './cross-user/stories-events.ts';
import { NOTICE_OWN_ONLY, searchRows } from './cross-user/notices.ts';
import { buildGedcom, GEDCOM_OWN_ONLY, GEDCOM_REFUSED } from './cross-user/gedcom.ts';
import { ACHIEVEMENT_OWN_ONLY, ACHIEVEMENT_REFUSED, achievementSecrets, aw, buildAchievements } from './cross-user/achievements.ts';
import { buildHeirlooms, HEIRLOOM_OWN_ONLY, HEIRLOOM_REFUSED, heirloomSecrets, hw } from './cross-user/heirlooms.ts';
import { buildMoments, MOMENT_OWN_ONLY, MOMENT_REFUSED, momentSecrets } from './cross-user/daily-moments.ts';
import { buildVoiceMessages, VOICE_OWN_ONLY, VOICE_REFUSED, voiceSecrets, vw } from './cross-user/voice-messages.ts';
import { buildDnaKits, DNA_OWN_ONLY, DNA_REFUSED, dnaSecrets } from './cross-user/dna.ts';
import { LIGHT_KIT_MIN_MARKERS } from '../test/dna/index.ts';
import { buildFaces, FACE_REFUSED, faceSecrets } from './cross-user/faces.ts';
import { buildHeritage, HERITAGE_OWN_ONLY, HERITAGE_REFUSED, heritageSecrets } from './cross-user/heritage.ts';
import { buildPersonMerges, mergeSecrets, PERSON_MERGE_REFUSED } from './cross-user/person-merges.ts';
import { buildInsights, INSIGHT_OWN_ONLY, INSIGHT_REFUSED } from './cross-user/insights.ts';
import { buildTimeCapsules, CAPSULE_OWN_ONLY, CAPSULE_REFUSED, capsuleSecrets, tw } from './cross-user/time-capsules.ts';
import { buildChallenges, CHALLENGE_OWN_ONLY, CHALLENGE_REFUSED, challengeSecrets, challengeStateOfA, expectNoLiveProgressOfA, ownChallenges } from './cross-user/challenges.ts';
import { ANIMATED_TIMELINE_OWN_ONLY, ANIMATED_TIMELINE_REFUSED, buildAnimatedTimeline } from './cross-user/animated-timeline.ts';

// Cross-user access, field by field. A owns a tree with a photo, private profile fields, a token,
// an invitation, a passkey, a connection (with C) and a pending request (from D); E, another of A's
// connections, is invited to A's tree and said to be one of its people. A also owns two family
// circles with a photo each (cross-user/circles.ts): a private one shared with E, and one that is
// not private, which A's connections such as C may find, but whose photo is its members' alone.
// A has stories, family events, a calendar feed and notifications too (cross-user/stories-events.ts):
// C may read A's public story and see A's event that is not private, never what they carry of the rest.
// A keeps an heirloom in A's tree, with its photo, document and value (cross-user/heirlooms.ts): nobody else
// reads any of it. A has discovery challenges too (cross-user/challenges.ts): family challenges of A's tree, progress,
// rewards and leaderboard places, which reach nobody outside A's tree, live progress included.
// A's DNA kit (cross-user/dna.ts) is A's alone: nobody else reads, lists or deletes it. Where A's
// ancestors were born (cross-user/heritage.ts) is read by nobody outside A's tree.
// Nobody outside A's tree sees what merging A's people would do, merges them or undoes A's merge (cross-user/person-merges.ts).
// Every GraphQL root
// field and REST route that takes an id or answers with per-user data is tried by a stranger (B), by
// A's connected relative (C), by a script holding B's access token, and by a signed-out visitor:
// - REFUSED: each of the three is refused (NOT_FOUND / 404 for trees, people and relationships they
//   cannot see, which must not even be told apart from ids that do not exist; FORBIDDEN or
//   NOT_FOUND for the rest), the signed-out
//   visitor is asked to sign in, nothing of A's changes (A re-reads everything afterwards) and
//   nothing of the caller's own changes either;
// - OWN_ONLY: each of the three gets an answer about themselves alone, the signed-out visitor is
//   asked to sign in, and A is unchanged.
// No answer to anyone may contain one of A's private values (SECRETS). The last tests fail when the
// schema or a routes file gains a field or route this table does not list.

const SCHEMA = path.resolve(import.meta.dirname, '../../schema/schema.graphql');
const MODULES = path.resolve(import.meta.dirname, '../src/modules');

const letters = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const tag = letters();
const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');

/** A's private profile: hidden from everyone else by A's privacy settings, or never shown to others at all. */
const A_PROFILE = {
  phone: `+44 7700 9${digits}`,
  address: `${digits.slice(0, 2)} Hidden Lane, Quietby ${tag}`,
  hometown: `Cradleford${tag}`,
  currentCity: `Nowhaven${tag}`,
  occupation: `Cryptographer${tag}`,
  interests: [`Xylography${tag}`],
  socialMedia: { mastodon: `https://example.social/@hidden${tag}` },
};
const A_BIRTHDAY = '1961-02-03';
const A_FIRST = 'Aurelia';
const A_LAST = `Quist${tag}`;

let app: TestApp;
let a: Person;
let b: Person;
let c: Person;
let d: Person;
let e: Person;
const w = {
  parentId: '',
  parentName: `Mnemosyne${tag}`,
  parentBio: `Family secret ${tag}`,
  parentPhoto: '',
  parentEdgeId: '',
  childId: '',
  childName: `Thaddeus${tag}`,
  kinId: '', // the member of A's tree that stands for C, linked to C's account
  kinName: `Kinsman${tag}`,
  ownerAccessId: '', // A's own access row, as owner of A's tree
  eAccessId: '', // E's invitation to A's tree, waiting for E's answer
  avatar: '',
  tokenId: '',
  tokenName: `Aurelia's backup script ${tag}`,
  tokenPrefix: '',
  invitationId: '',
  invitationNote: `For our second cousin ${tag}`,
  passkeyId: '',
  passkeyName: `Aurelia's laptop ${tag}`,
  dToA: '',
  dToAMessage: `Private hello to Aurelia ${tag}`,
  dToB: '',
  dToC: '',
};

let attackers: Actor[];
let signedOut: Actor;

/** Values of A's that no answer to anyone else may contain. */
function secrets(): string[] {
  return [
    a.email,
    ...Object.values(A_PROFILE).flatMap((v) => (typeof v === 'string' ? [v] : Array.isArray(v) ? v : Object.values(v))),
    A_BIRTHDAY,
    a.selfMemberId,
    a.treeId,
    w.parentId,
    w.parentName,
    w.parentBio,
    w.parentPhoto,
    w.parentEdgeId,
    w.childId,
    w.childName,
    w.kinId,
    w.kinName,
    w.tokenId,
    w.tokenName,
    w.tokenPrefix,
    w.invitationId,
    w.invitationNote,
    w.passkeyId,
    w.passkeyName,
    w.dToA,
    w.dToAMessage,
    w.ownerAccessId,
    w.eAccessId,
    ...circleSecrets(),
    ...storySecrets(),
    ...achievementSecrets(),
    ...heirloomSecrets(),
    ...momentSecrets(),
    ...voiceSecrets(),
    ...dnaSecrets(),
    ...faceSecrets(),
    ...heritageSecrets(),
    ...mergeSecrets(),
    ...capsuleSecrets(),
    ...challengeSecrets(),
  ];
}

// ---- judging ------------------------------------------------------------------------------------

/** Fails naming who got which answer, unless it is one of `allowed`. */
function expectOutcome(who: string, answer: Answer, allowed: string[]) {
  expect({ who, outcome: answer.outcome, answer: answer.text.slice(0, 400) }).toMatchObject({ who, outcome: expect.stringMatching(new RegExp(`^(${allowed.join('|')})$`)) });
}

/** The data sent with a refusal: none, or only nulls (a nullable root field that is refused answers `{ field: null }`). */
function dataWithRefusal(answer: Answer): unknown {
  const data = (answer.json as { data?: Record<string, unknown> | null }).data ?? null;
  return data && Object.values(data).every((value) => value === null) ? null : data;
}

/** Fails naming who received which of A's private values (but those the actor may know). */
function expectNoSecrets(actor: Actor, answer: Answer) {
  const who = actor.label;
  expect({ who, leaked: secrets().filter((s) => answer.text.includes(s) && !actor.mayKnow.includes(s)) }).toEqual({ who, leaked: [] });
}

// ---- what A and the callers hold ------------------------------------------------------------------

const A_ACCOUNT = `{
  me { id email firstName lastName dateOfBirth phone address bio occupation relationshipStatus hometown currentCity location interests socialMedia profileImageUrl updatedAt
    privacySettings { showEmail showPhone showAddress showBirthday allowFamilyConnections } }
  familyStats { memberCount relationshipCount connectionCount }
  accessTokens { id name prefix lastUsedAt }
  invitations { id status note }
  passkeys { id name }
  connectionRequests { incoming { id status message from { id } } outgoing { id status to { id } } }
  connections { user { id } relationshipType }
}`;
const A_TREE = `{
  familyMembers(first: 200) { totalCount nodes { id firstName lastName dateOfBirth dateOfDeath bio gender isAlive isSelf linkedUserId linkConfirmed profilePictureUrl } }
  recentActivity(first: 50) { id kind summary }
  trees { id name livingYears showLivingDetails viewerRole access { id role status branch { kind rootId steps } user { id } } }
  treeInvitations { id }
  linkRequests { memberId }
}`;

/** Everything of A's, read by A: it must be the same after every attempt. */
async function stateOfA() {
  const answers = {
    // The file first: the server has finished sending it long before the app may be closed.
    photo: await rest(a.client, 'GET', w.parentPhoto),
    memoryPhoto: await rest(a.client, 'GET', cw.memoryFile),
    account: await gql(a.client, A_ACCOUNT),
    tree: await gql(a.client, A_TREE),
    edges: await rest(a.client, 'GET', `/api/relationships/user/${a.id}`),
    capsules: await gql(a.client, '{ sentTimeCapsules { nodes { id status title message opensAt attachments { id } recipientKind } } }'),
    circles: await gql(a.client, A_CIRCLES, { open: cw.openCircleId }),
    challenges: await challengeStateOfA(a),
  };
  for (const [part, answer] of Object.entries(answers)) expectOutcome(`A reading their own ${part}`, answer, ['OK', '200']);
  const { account, tree, edges, circles, photo, memoryPhoto, capsules } = answers;
  const stories = await storiesStateOfA(a);
  expect({ who: 'A reading their own stories, events and feed', outcomes: stories.outcomes, feed: stories.feed }).toEqual({ who: 'A reading their own stories, events and feed', outcomes: ['OK', 'OK', 'OK'], feed: 200 });
  return { account: account.json, tree: tree.json, edges: edges.json, circles: circles.json, photo: photo.text.length, memoryPhoto: memoryPhoto.text.length, stories, capsules: capsules.json, challenges: answers.challenges.json };
}

const OWN_STATE = `{
  familyStats { memberCount relationshipCount connectionCount memoryCount }
  ${OWN_CIRCLES}
  familyMembers(first: 200) { nodes { id linkedUserId } }
  passkeys { id }
  accessTokens { id }
  invitations { id status }
  connectionRequests { incoming { id status } outgoing { id status } }
  trees { id viewerRole access { id role status } }
  treeInvitations { id }
  linkRequests { memberId }
}`;

/**
 * What A and each caller held after the last case, found unchanged: the next case's "before". Nothing
 * runs between two cases, so reading it again would only read the same; a case that fails leaves
 * nothing here, and the next one reads afresh.
 */
let lastStateOfA: Awaited<ReturnType<typeof stateOfA>> | undefined;
const lastOwnState = new Map<Actor, Awaited<ReturnType<typeof ownState>>>();

/** A's state before a case: as the last case left it, or read now. */
async function stateOfABefore() {
  const known = lastStateOfA;
  lastStateOfA = undefined;
  return known ?? stateOfA();
}

/** A's state after a case, which must be `before`; kept for the next case. */
async function expectStateOfAUnchanged(before: Awaited<ReturnType<typeof stateOfA>>) {
  const after = await stateOfA();
  expect(after).toEqual(before);
  lastStateOfA = after;
}

/** What a caller holds themselves: a refused attempt must not change it either (nothing half-saved). */
async function ownState(actor: Actor) {
  const answer = await gql(actor.client, OWN_STATE);
  expectOutcome(`${actor.label} reading their own data`, answer, ['OK']);
  const stories = await ownStories(actor);
  expect({ who: actor.label, outcome: stories.outcome }).toEqual({ who: actor.label, outcome: 'OK' });
  const challenges = await ownChallenges(actor.client);
  expectOutcome(`${actor.label} reading their own challenges`, challenges, ['OK']);
  return { ...(answer.json as object), stories: stories.json, challenges: challenges.json };
}

// ---- the world -----------------------------------------------------------------------------------

const PROFILE = 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id profileImageUrl } }';
const ADD_WITH_PHOTO = `mutation($input: AddFamilyMemberInput!) {
  addFamilyMember(input: $input) { member { id profilePictureUrl } relationships { id } }
}`;
const SEND = 'mutation($input: SendConnectionRequestInput!) { sendConnectionRequest(input: $input) { id } }';
const RESPOND_REQUEST = 'mutation($id: ID!) { respondToConnectionRequest(id: $id, accept: true) { id } }';
const INVITE = 'mutation($i: InviteToTreeInput!) { inviteToTree(input: $i) { id } }';
const LINK = 'mutation($m: ID!, $u: ID!) { linkMemberToUser(memberId: $m, userId: $u) { id linkedUserId linkConfirmed } }';
const TOKEN = 'mutation($name: String!) { createAccessToken(name: $name) { token accessToken { id prefix } } }';
const BEGIN_PASSKEY = 'mutation { beginPasskeyRegistration }';
const FINISH_PASSKEY = 'mutation($r: JSON!, $n: String) { finishPasskeyRegistration(input: { response: $r, name: $n }) { id } }';
type PasskeyOptions = { challenge: string; rp: { id: string }; user: { id: string } };

/** A GraphQL answer's data, or the test setup stops with its errors. */
async function must<T>(client: TestClient, query: string, variables?: Record<string, unknown>): Promise<T> {
  const res = await client.gql<T>(query, variables);
  if (res.errors || !res.data) throw new Error(`Setup failed: ${JSON.stringify(res.errors)}`);
  return res.data;
}

async function sendRequest(from: Person, to: Person, relationshipType: string, message?: string) {
  return (await must<{ sendConnectionRequest: { id: string } }>(from.client, SEND, { input: { toUserId: to.id, relationshipType, message } })).sendConnectionRequest.id;
}

beforeAll(async () => {
  // A database of its own, so that A, created first, is the server's administrator and B, C and D are members.
  // The app's page alone as its web build (test-app.ts): what the page at "/" carries is looked at.
  app = await startTestApp({ WEB_DIST_DIR: pageOnlyBuild(), DNA_MIN_MARKERS: LIGHT_KIT_MIN_MARKERS }, { freshDatabase: true });
  a = await buildUser(app, { name: `${A_FIRST} ${A_LAST}`, dateOfBirth: A_BIRTHDAY });
  await must(a.client, PROFILE, { input: { ...A_PROFILE, privacySettings: { showEmail: false, showPhone: false, showAddress: false, showBirthday: false } } });
  const photo = () => ({ blob: new Blob([PNG_1PX], { type: 'image/png' }), name: 'photo.png' });
  const avatar = await a.client.gqlUpload<{ updateProfile: { profileImageUrl: string } }>(PROFILE, { input: { profileImage: null } }, { 'variables.input.profileImage': photo() });
  w.avatar = avatar.data!.updateProfile.profileImageUrl;

  const parent = await a.client.gqlUpload<{ addFamilyMember: { member: { id: string; profilePictureUrl: string }; relationships: { id: string }[] } }>(
    ADD_WITH_PHOTO,
    { input: { firstName: w.parentName, lastName: 'Quist', relationshipType: 'parent', bio: w.parentBio, photo: null } },
    { 'variables.input.photo': photo() },
  );
  if (parent.errors) throw new Error(`Setup failed: ${JSON.stringify(parent.errors)}`);
  w.parentId = parent.data!.addFamilyMember.member.id;
  w.parentPhoto = parent.data!.addFamilyMember.member.profilePictureUrl;
  w.parentEdgeId = parent.data!.addFamilyMember.relationships[0].id;
  w.childId = (await addMember(a, w.childName, 'child')).member.id;
  w.kinId = (await addMember(a, w.kinName, 'sibling')).member.id;

  const token = (await must<{ createAccessToken: { accessToken: { id: string; prefix: string } } }>(a.client, TOKEN, { name: w.tokenName })).createAccessToken.accessToken;
  [w.tokenId, w.tokenPrefix] = [token.id, token.prefix];
  w.invitationId = (await must<{ createInvitation: { invitation: { id: string } } }>(a.client, 'mutation($note: String) { createInvitation(input: { note: $note }) { invitation { id } } }', { note: w.invitationNote }))
    .createInvitation.invitation.id;
  const options = (await must<{ beginPasskeyRegistration: PasskeyOptions }>(a.client, BEGIN_PASSKEY)).beginPasskeyRegistration;
  w.passkeyId = (await must<{ finishPasskeyRegistration: { id: string } }>(a.client, FINISH_PASSKEY, { r: new SoftAuthenticator().register(options, app.url), n: w.passkeyName }))
    .finishPasskeyRegistration.id;
  await buildGedcom(a, a.treeId);

  b = await buildUser(app, { name: `Bertram Stowe${tag}` });
  // B's tree holds someone with A's name and another birthday: A's hidden birthday must not tell them apart.
  await addMember(b, A_FIRST, 'other', undefined, { lastName: A_LAST, dateOfBirth: '1999-09-09' });
  const script = new TestClient(app.url);
  script.bearer = (await must<{ createAccessToken: { token: string } }>(b.client, TOKEN, { name: 'B script' })).createAccessToken.token;
  c = await buildUser(app, { name: `Cordelia Thorne${tag}` });
  d = await buildUser(app, { name: `Dorothea Underhill${tag}` });
  e = await buildUser(app, { name: `Evander Wick${tag}` });

  // C is A's connected relative, linked to the member of A's tree that stands for them.
  const cToA = await sendRequest(c, a, 'sibling');
  await must(a.client, 'mutation($id: ID!, $m: ID) { respondToConnectionRequest(id: $id, accept: true, memberId: $m) { id } }', { id: cToA, m: w.kinId });
  w.dToA = await sendRequest(d, a, 'cousin', w.dToAMessage);
  w.dToB = await sendRequest(d, b, 'cousin');
  w.dToC = await sendRequest(d, c, 'cousin');

  // E, another of A's connections, is invited to A's tree (not answered yet) and said to be A's child.
  await must(e.client, RESPOND_REQUEST, { id: await sendRequest(a, e, 'cousin') });
  w.eAccessId = (await must<{ inviteToTree: { id: string } }>(a.client, INVITE, { i: { treeId: a.treeId, userId: e.id, role: 'viewer' } })).inviteToTree.id;
  await must(a.client, LINK, { m: w.childId, u: e.id });
  const access = (await must<{ tree: { access: { id: string; role: string }[] } }>(a.client, 'query($id: ID!) { tree(id: $id) { access { id role } } }', { id: a.treeId })).tree.access;
  w.ownerAccessId = access.find((row) => row.role === 'owner')!.id;
  await buildCircles(a, c, e, w.parentId);
  await buildStoriesAndEvents(a, e, w.parentId, [b, c]);
  await buildAchievements(a, w.parentId);
  await buildHeirlooms(a, w.parentId);
  await buildMoments(a);
  await buildVoiceMessages(a);
  await buildDnaKits(a);
  await buildFaces(a, w.parentId);
  await buildHeritage(a, w.parentId);
  await buildPersonMerges(a, w.parentId);
  await buildInsights(app, a, w.parentId);
  await buildTimeCapsules(a);
  await buildChallenges(app, a, w.parentId);
  await buildAnimatedTimeline(a, w.parentId);

  for (const person of [b, c, d]) {
    const role = (await must<{ me: { role: string } }>(person.client, '{ me { role } }')).me.role;
    if (role !== 'MEMBER') throw new Error(`Setup failed: ${person.email} is ${role}, not a member`);
  }
  attackers = [
    { label: 'B, a stranger to A', client: b.client, userId: b.id, selfMemberId: b.selfMemberId, incomingRequestId: w.dToB, mayKnow: [] },
    // C is asked to confirm that A's person Kinsman is them: its name, id and tree are theirs to see;
    // so is A's circle that is not private (never its memories).
    {
      label: "C, A's connected relative",
      client: c.client,
      userId: c.id,
      selfMemberId: c.selfMemberId,
      incomingRequestId: w.dToC,
      mayKnow: [w.kinId, w.kinName, a.treeId, ...seenByConnections(), ...storiesSeenByConnections()],
    },
    { label: "a script with B's access token", client: script, userId: b.id, selfMemberId: b.selfMemberId, incomingRequestId: w.dToB, mayKnow: [] },
  ];
  signedOut = { label: 'a signed-out visitor', client: new TestClient(app.url), userId: randomUUID(), selfMemberId: randomUUID(), incomingRequestId: w.dToB, mayKnow: [] };
});
afterAll(() => app?.close());

// ---- the table -------------------------------------------------------------------------------------

const ids = (list: { id: string }[]) => list.map((x) => x.id);

const MEMBER = 'id firstName lastName bio dateOfBirth profilePictureUrl linkedUserId';
const ADD = 'mutation($input: AddFamilyMemberInput!) { addFamilyMember(input: $input) { member { id } } }';
const UPDATE = `mutation($id: ID!, $input: UpdateFamilyMemberInput!) { updateFamilyMember(id: $id, input: $input) { ${MEMBER} } }`;
const ADD_EDGE = 'mutation($input: AddRelationshipInput!) { addRelationship(input: $input) { id kind fromId toId } }';
const BETWEEN = `query($f: ID!, $t: ID!) { relationshipBetween(fromId: $f, toId: $t) { description relation related path { member { ${MEMBER} } via } } }`;
const TREE = 'query($id: ID) { familyTree(focusId: $id) { focusId nodes { id firstName lastName dateOfBirth profilePictureUrl } edges { id fromId toId } } }';
const RESPOND = 'mutation($id: ID!, $accept: Boolean!, $m: ID) { respondToConnectionRequest(id: $id, accept: $accept, memberId: $m) { id status message } }';
const REQUESTS = '{ connectionRequests { incoming { id message status from { id email } to { id email } } outgoing { id message status from { id } to { id } } } }';
const SEARCH = 'query($q: String!, $by: UserSearchField) { searchUsers(query: $q, by: $by) { user { id firstName lastName displayName email location bio profileImageUrl } isConnected } }';
type Found = { user: { id: string; email: string | null } };

/** How a tree, person or relationship the caller cannot see is refused: as if it did not exist. */
const UNSEEN = ['NOT_FOUND'];
const UNSEEN_REST = ['404'];
const TREE_FIELDS = 'id name livingYears showLivingDetails memberCount owner { id } access { id user { id } }';
const ACCESS_FIELDS = 'id treeId treeName role status user { id displayName }';

const REFUSED: Case[] = [
  // Reading A's tree.
  { covers: 'Query.familyMember', refusedWith: UNSEEN, what: "one of A's relatives", attempt: (x) => gql(x.client, `query($id: ID!) { familyMember(id: $id) { ${MEMBER} } }`, { id: w.parentId }) },
  { covers: 'Query.familyMember', refusedWith: UNSEEN, what: 'the member that stands for A', attempt: (x) => gql(x.client, `query($id: ID!) { familyMember(id: $id) { ${MEMBER} } }`, { id: a.selfMemberId }) },
  { covers: 'Query.relationships', refusedWith: UNSEEN, what: "the relationships of A's relative", attempt: (x) => gql(x.client, 'query($id: ID!) { relationships(memberId: $id) { id kind fromId toId } }', { id: w.parentId }) },
  { covers: 'Query.familyTree', refusedWith: UNSEEN, what: "A's tree around A's relative", attempt: (x) => gql(x.client, TREE, { id: w.parentId }) },
  { covers: 'Query.familyTree', refusedWith: UNSEEN, what: "A's tree around A", attempt: (x) => gql(x.client, TREE, { id: a.selfMemberId }) },
  { covers: 'Query.relationshipBetween', refusedWith: UNSEEN, what: 'how two of A\'s relatives are related', attempt: (x) => gql(x.client, BETWEEN, { f: w.parentId, t: w.childId }) },
  { covers: 'Query.relationshipBetween', refusedWith: UNSEEN, what: "how the caller is related to A's relative", attempt: (x) => gql(x.client, BETWEEN, { f: x.selfMemberId, t: w.parentId }) },
  { covers: 'GET /api/family-members/user/:userId', refusedWith: UNSEEN_REST, what: "A's members over REST", attempt: (x) => rest(x.client, 'GET', `/api/family-members/user/${a.id}`) },
  { covers: 'GET /api/relationships/user/:userId', refusedWith: UNSEEN_REST, what: "A's relationships over REST", attempt: (x) => rest(x.client, 'GET', `/api/relationships/user/${a.id}`) },
  {
    covers: 'GET /api/family-members/user/:userId',
    refusedWith: UNSEEN_REST,
    what: "A's tree named by its id over REST",
    attempt: (x) => rest(x.client, 'GET', `/api/family-members/user/${x.userId}?tree_id=${a.treeId}`),
  },
  {
    covers: 'GET /api/relationships/user/:userId',
    refusedWith: UNSEEN_REST,
    what: "the relationships of A's tree named by its id over REST",
    attempt: (x) => rest(x.client, 'GET', `/api/relationships/user/${x.userId}?tree_id=${a.treeId}`),
  },
  { covers: 'GET /uploads/:key', refusedWith: UNSEEN_REST, what: "the photo of A's relative", attempt: (x) => rest(x.client, 'GET', w.parentPhoto) },
  { covers: 'Query.tree', refusedWith: UNSEEN, what: "A's tree", attempt: (x) => gql(x.client, `query($id: ID!) { tree(id: $id) { ${TREE_FIELDS} } }`, { id: a.treeId }) },
  {
    covers: 'Query.familyMembers',
    refusedWith: UNSEEN,
    what: "the people of A's tree",
    attempt: (x) => gql(x.client, `query($t: ID) { familyMembers(treeId: $t, first: 200) { totalCount nodes { ${MEMBER} } } }`, { t: a.treeId }),
  },
  {
    covers: 'Query.familyTreeColumns',
    refusedWith: UNSEEN,
    what: "A's whole tree in columns",
    attempt: (x) => gql(x.client, `query($t: ID) { familyTreeColumns(treeId: $t, generationsDown: 30) { size columns } }`, { t: a.treeId }),
  },
  {
    covers: 'Query.familyTreeColumns',
    refusedWith: UNSEEN,
    what: "A's tree in columns around A",
    attempt: (x) => gql(x.client, `query($f: ID) { familyTreeColumns(focusId: $f) { size columns } }`, { f: a.selfMemberId }),
  },
  {
    covers: 'Query.unplacedMembers',
    refusedWith: UNSEEN,
    what: "the unplaced people of A's tree",
    attempt: (x) => gql(x.client, `query($t: ID!) { unplacedMembers(treeId: $t) { ${MEMBER} } }`, { t: a.treeId }),
  },
  {
    covers: 'Query.familyTree',
    refusedWith: UNSEEN,
    what: "A's tree named by its id, with no focus",
    attempt: (x) => gql(x.client, 'query($t: ID) { familyTree(treeId: $t) { treeId focusId nodes { id firstName } edges { id } } }', { t: a.treeId }),
  },
  {
    covers: 'Query.familyStats',
    refusedWith: UNSEEN,
    what: "the counts of A's tree",
    attempt: (x) => gql(x.client, 'query($t: ID) { familyStats(treeId: $t) { treeId memberCount relationshipCount } }', { t: a.treeId }),
  },

  // Changing A's tree.
  { covers: 'Mutation.updateFamilyMember', refusedWith: UNSEEN, what: "editing A's relative", attempt: (x) => gql(x.client, UPDATE, { id: w.parentId, input: { bio: 'Overwritten', firstName: 'Renamed' } }) },
  { covers: 'Mutation.updateFamilyMember', refusedWith: UNSEEN, what: "removing the photo of A's relative", attempt: (x) => gql(x.client, UPDATE, { id: w.parentId, input: { removePhoto: true } }) },
  { covers: 'Mutation.updateFamilyMember', refusedWith: UNSEEN, what: 'editing the member that stands for A', attempt: (x) => gql(x.client, UPDATE, { id: a.selfMemberId, input: { bio: 'Overwritten' } }) },
  { covers: 'Mutation.deleteFamilyMember', refusedWith: UNSEEN, what: "deleting A's relative", attempt: (x) => gql(x.client, 'mutation($id: ID!) { deleteFamilyMember(id: $id) }', { id: w.childId }) },
  {
    covers: 'Mutation.addFamilyMember',
    refusedWith: UNSEEN,
    what: "adding someone related to A's relative",
    attempt: (x) => gql(x.client, ADD, { input: { firstName: 'Intruder', lastName: tag, relativeId: w.parentId, relationshipType: 'child' } }),
  },
  { covers: 'Mutation.addRelationship', refusedWith: UNSEEN, what: "relating two of A's relatives", attempt: (x) => gql(x.client, ADD_EDGE, { input: { fromId: w.childId, toId: w.kinId, type: 'cousin' } }) },
  { covers: 'Mutation.addRelationship', refusedWith: UNSEEN, what: "relating the caller to A's relative", attempt: (x) => gql(x.client, ADD_EDGE, { input: { fromId: x.selfMemberId, toId: w.parentId, type: 'child' } }) },
  { covers: 'Mutation.removeRelationship', refusedWith: UNSEEN, what: "removing a relationship of A's tree", attempt: (x) => gql(x.client, 'mutation($id: ID!) { removeRelationship(id: $id) }', { id: w.parentEdgeId }) },
  {
    covers: 'POST /api/relationships',
    refusedWith: UNSEEN_REST,
    what: "relating two of A's relatives over REST",
    attempt: (x) => rest(x.client, 'POST', '/api/relationships', { from_member_id: w.childId, to_member_id: w.kinId, relationship_type: 'cousin' }),
  },
  {
    covers: 'POST /api/relationships',
    refusedWith: UNSEEN_REST,
    what: "making A's relative the caller's parent over REST",
    attempt: (x) => rest(x.client, 'POST', '/api/relationships', { from_member_id: w.parentId, to_member_id: null, relationship_type: 'parent' }),
  },

  // A's tree itself, who has access to it, and who its people are said to be.
  {
    covers: 'Mutation.addFamilyMember',
    refusedWith: UNSEEN,
    what: "adding someone to A's tree named by its id",
    attempt: (x) => gql(x.client, ADD, { input: { firstName: 'Intruder', lastName: tag, treeId: a.treeId } }),
  },
  {
    covers: 'Mutation.updateTree',
    refusedWith: UNSEEN,
    what: "renaming A's tree and showing its living people's details",
    attempt: (x) => gql(x.client, `mutation($id: ID!) { updateTree(id: $id, input: { name: "Taken", showLivingDetails: true, livingYears: 1 }) { ${TREE_FIELDS} } }`, { id: a.treeId }),
  },
  { covers: 'Mutation.deleteTree', refusedWith: UNSEEN, what: "deleting A's tree", attempt: (x) => gql(x.client, 'mutation($id: ID!) { deleteTree(id: $id) }', { id: a.treeId }) },
  { covers: 'Mutation.openTree', refusedWith: UNSEEN, what: "opening A's tree", attempt: (x) => gql(x.client, `mutation($id: ID!) { openTree(id: $id) { ${TREE_FIELDS} } }`, { id: a.treeId }) },
  {
    covers: 'Mutation.inviteToTree',
    refusedWith: UNSEEN,
    what: "inviting the caller to A's tree as an editor",
    attempt: (x) => gql(x.client, `mutation($i: InviteToTreeInput!) { inviteToTree(input: $i) { ${ACCESS_FIELDS} } }`, { i: { treeId: a.treeId, userId: x.userId, role: 'editor' } }),
  },
  {
    covers: 'Mutation.respondToTreeInvitation',
    refusedWith: UNSEEN,
    what: "accepting E's invitation to A's tree",
    attempt: (x) => gql(x.client, `mutation($id: ID!) { respondToTreeInvitation(id: $id, accept: true) { ${ACCESS_FIELDS} } }`, { id: w.eAccessId }),
  },
  {
    covers: 'Mutation.respondToTreeInvitation',
    refusedWith: UNSEEN,
    what: "declining E's invitation to A's tree",
    attempt: (x) => gql(x.client, `mutation($id: ID!) { respondToTreeInvitation(id: $id, accept: false) { ${ACCESS_FIELDS} } }`, { id: w.eAccessId }),
  },
  {
    covers: 'Mutation.changeTreeAccess',
    refusedWith: UNSEEN,
    what: "making E's invitation to A's tree an editor's",
    attempt: (x) => gql(x.client, `mutation($id: ID!) { changeTreeAccess(id: $id, input: { role: editor }) { ${ACCESS_FIELDS} } }`, { id: w.eAccessId }),
  },
  {
    covers: 'Mutation.changeTreeAccess',
    refusedWith: UNSEEN,
    what: "changing A's own access to A's tree",
    attempt: (x) => gql(x.client, `mutation($id: ID!) { changeTreeAccess(id: $id, input: { role: viewer }) { ${ACCESS_FIELDS} } }`, { id: w.ownerAccessId }),
  },
  { covers: 'Mutation.removeTreeAccess', refusedWith: UNSEEN, what: "withdrawing E's invitation to A's tree", attempt: (x) => gql(x.client, 'mutation($id: ID!) { removeTreeAccess(id: $id) }', { id: w.eAccessId }) },
  { covers: 'Mutation.removeTreeAccess', refusedWith: UNSEEN, what: "removing A from A's tree", attempt: (x) => gql(x.client, 'mutation($id: ID!) { removeTreeAccess(id: $id) }', { id: w.ownerAccessId }) },
  { covers: 'Mutation.leaveTree', refusedWith: UNSEEN, what: "leaving A's tree", attempt: (x) => gql(x.client, 'mutation($id: ID!) { leaveTree(treeId: $id) }', { id: a.treeId }) },
  {
    covers: 'Mutation.transferTreeOwnership',
    refusedWith: UNSEEN,
    what: "handing A's tree over to the caller",
    attempt: (x) => gql(x.client, `mutation($t: ID!, $u: ID!) { transferTreeOwnership(treeId: $t, userId: $u) { ${TREE_FIELDS} } }`, { t: a.treeId, u: x.userId }),
  },
  {
    covers: 'Mutation.linkMemberToUser',
    refusedWith: UNSEEN,
    what: "saying that A's relative is the caller",
    attempt: (x) => gql(x.client, `mutation($m: ID!, $u: ID!) { linkMemberToUser(memberId: $m, userId: $u) { ${MEMBER} } }`, { m: w.parentId, u: x.userId }),
  },
  {
    covers: 'Mutation.linkMemberToUser',
    refusedWith: UNSEEN,
    what: "saying that the member that stands for A is the caller",
    attempt: (x) => gql(x.client, `mutation($m: ID!, $u: ID!) { linkMemberToUser(memberId: $m, userId: $u) { ${MEMBER} } }`, { m: a.selfMemberId, u: x.userId }),
  },
  {
    covers: 'Mutation.unlinkMember',
    refusedWith: UNSEEN,
    what: "removing the link of A's relative to E",
    attempt: (x) => gql(x.client, `mutation($m: ID!) { unlinkMember(memberId: $m) { ${MEMBER} } }`, { m: w.childId }),
  },
  {
    covers: 'Mutation.unlinkMember',
    refusedWith: UNSEEN,
    what: 'removing the link of the member that stands for A',
    attempt: (x) => gql(x.client, `mutation($m: ID!) { unlinkMember(memberId: $m) { ${MEMBER} } }`, { m: a.selfMemberId }),
  },
  { covers: 'Mutation.respondToLink', refusedWith: UNSEEN, what: "confirming that A's relative, said to be E, is the caller", attempt: (x) => gql(x.client, 'mutation($m: ID!) { respondToLink(memberId: $m, accept: true) }', { m: w.childId }) },
  { covers: 'Mutation.respondToLink', refusedWith: UNSEEN, what: "declining that A's relative, said to be E, is E", attempt: (x) => gql(x.client, 'mutation($m: ID!) { respondToLink(memberId: $m, accept: false) }', { m: w.childId }) },
  { covers: 'Mutation.respondToLink', refusedWith: UNSEEN, what: 'declining that the member that stands for A is A', attempt: (x) => gql(x.client, 'mutation($m: ID!) { respondToLink(memberId: $m, accept: false) }', { m: a.selfMemberId }) },

  // A's account.
  { covers: 'Mutation.revokeAccessToken', what: "revoking A's access token", attempt: (x) => gql(x.client, 'mutation($id: ID!) { revokeAccessToken(id: $id) { id name prefix } }', { id: w.tokenId }) },
  { covers: 'Mutation.revokeInvitation', what: "withdrawing A's invitation", attempt: (x) => gql(x.client, 'mutation($id: ID!) { revokeInvitation(id: $id) { id status note } }', { id: w.invitationId }) },
  { covers: 'Mutation.removePasskey', what: "removing A's passkey", attempt: (x) => gql(x.client, 'mutation($id: ID!) { removePasskey(id: $id) }', { id: w.passkeyId }) },
  {
    covers: 'Mutation.finishPasskeyRegistration',
    what: 'adding a passkey with the answer to a challenge given to A',
    refusedWith: ['BAD_USER_INPUT', 'FORBIDDEN'],
    attempt: async (x) => {
      const options = (await must<{ beginPasskeyRegistration: PasskeyOptions }>(a.client, BEGIN_PASSKEY)).beginPasskeyRegistration;
      return gql(x.client, FINISH_PASSKEY, { r: new SoftAuthenticator().register(options, app.url), n: 'Stolen challenge' });
    },
  },
  { covers: 'Query.accounts', what: "the server's accounts (the administrator's alone)", attempt: (x) => gql(x.client, '{ accounts { id email displayName role } }') },
  {
    covers: 'Mutation.createPasswordResetLink',
    what: "a password reset link for A's account",
    refusedWith: ['FORBIDDEN'],
    attempt: (x) => gql(x.client, 'mutation($id: ID!) { createPasswordResetLink(userId: $id) { url expiresAt } }', { id: a.id }),
  },

  // Deleting an account names trees: never A's.
  {
    covers: 'Mutation.deleteMyAccount',
    refusedWith: ['BAD_USER_INPUT'],
    what: "deleting the caller's account while deciding the fate of A's tree",
    attempt: async (x) => {
      const { me } = await must<{ me: { email: string } | null }>(x.client, '{ me { email } }');
      return gql(x.client, 'mutation($input: DeleteMyAccountInput!) { deleteMyAccount(input: $input) }', { input: { email: me?.email ?? 'nobody@example.org', trees: [{ treeId: a.treeId }] } });
    },
  },

  // The server's administration (A is its administrator).
  { covers: 'Query.serverStatus', refusedWith: ['FORBIDDEN'], what: "the server's settings, storage, job queue and backups", attempt: (x) => gql(x.client, '{ serverStatus { version settings { name value } backups { id downloadUrl } } }') },
  { covers: 'Mutation.setAccountDisabled', refusedWith: ['FORBIDDEN'], what: "disabling A's account", attempt: (x) => gql(x.client, 'mutation($id: ID!) { setAccountDisabled(userId: $id, disabled: true) { id } }', { id: a.id }) },
  { covers: 'Mutation.setRegistration', refusedWith: ['FORBIDDEN'], what: "opening the server's registration", attempt: (x) => gql(x.client, 'mutation { setRegistration(mode: OPEN) { registration } }') },
  { covers: 'Mutation.retryJob', refusedWith: ['FORBIDDEN'], what: 'retrying a job of the queue', attempt: (x) => gql(x.client, 'mutation($id: ID!) { retryJob(id: $id) }', { id: '1' }) },
  { covers: 'Mutation.runBackup', refusedWith: ['FORBIDDEN'], what: 'backing up the whole server', attempt: (x) => gql(x.client, 'mutation { runBackup { id downloadUrl } }') },
  { covers: 'GET /api/admin/backups/:id/download', refusedWith: ['403'], what: "downloading one of the server's backups", attempt: (x) => rest(x.client, 'GET', '/api/admin/backups/00000000-0000-4000-8000-000000000000/download') },

  // A's connections.
  { covers: 'Mutation.respondToConnectionRequest', what: 'accepting a request sent to A', attempt: (x) => gql(x.client, RESPOND, { id: w.dToA, accept: true }) },
  { covers: 'Mutation.respondToConnectionRequest', what: 'declining a request sent to A', attempt: (x) => gql(x.client, RESPOND, { id: w.dToA, accept: false }) },
  {
    covers: 'Mutation.respondToConnectionRequest',
    what: "accepting the caller's own request while linking A's relative to the sender",
    attempt: (x) => gql(x.client, RESPOND, { id: x.incomingRequestId, accept: true, m: w.parentId }),
  },
  { covers: 'Mutation.cancelConnectionRequest', what: 'withdrawing a request sent to A', attempt: (x) => gql(x.client, 'mutation($id: ID!) { cancelConnectionRequest(id: $id) { id status } }', { id: w.dToA }) },
  {
    covers: 'POST /api/connection-requests',
    what: "sending a request in A's name over REST",
    attempt: (x) => rest(x.client, 'POST', '/api/connection-requests', { fromUserId: a.id, toUserId: x.userId === c.id ? b.id : c.id, relationshipType: 'cousin' }),
  },
  ...CIRCLE_REFUSED,
  ...STORY_EVENT_REFUSED,
  ...GEDCOM_REFUSED,
  ...ACHIEVEMENT_REFUSED,
  ...HEIRLOOM_REFUSED,
  ...MOMENT_REFUSED,
  ...VOICE_REFUSED,
  ...DNA_REFUSED,
  ...FACE_REFUSED,
  ...HERITAGE_REFUSED,
  ...PERSON_MERGE_REFUSED,
  ...INSIGHT_REFUSED,
  ...CAPSULE_REFUSED,
  ...CHALLENGE_REFUSED,
  ...ANIMATED_TIMELINE_REFUSED,
];

const OWN_ONLY: OwnCase[] = [
  {
    covers: 'Query.familyMembers',
    what: 'lists only the members of the caller\'s own tree',
    attempt: (x) => gql(x.client, `{ familyMembers(first: 200) { totalCount nodes { ${MEMBER} } } }`),
    check: (answer, x) => expect(ids(field<{ nodes: { id: string }[] }>(answer, 'familyMembers').nodes)).toContain(x.selfMemberId),
  },
  {
    covers: 'Query.familyMembers',
    what: "finds none of A's relatives by name",
    attempt: (x) => gql(x.client, 'query($q: String) { familyMembers(search: $q) { totalCount nodes { id } } }', { q: w.parentName }),
    check: (answer) => expect(field<{ totalCount: number }>(answer, 'familyMembers').totalCount).toBe(0),
  },
  {
    covers: 'Query.familyTree',
    refusedWith: UNSEEN,
    what: "shows the caller's own tree when no focus is given",
    attempt: (x) => gql(x.client, TREE, {}),
    check: (answer, x) => expect(field<{ focusId: string }>(answer, 'familyTree').focusId).toBe(x.selfMemberId),
  },
  {
    covers: 'Query.trees',
    what: "lists only the caller's own trees",
    attempt: (x) => gql(x.client, `{ trees { ${TREE_FIELDS} } }`),
    check: (answer, x) => expect(field<{ owner: { id: string } }[]>(answer, 'trees').map((t) => t.owner.id)).toEqual([x.userId]),
  },
  {
    covers: 'Query.treeInvitations',
    what: 'lists only invitations sent to the caller',
    attempt: (x) => gql(x.client, `{ treeInvitations { ${ACCESS_FIELDS} } }`),
    check: (answer) => expect(field<unknown[]>(answer, 'treeInvitations')).toEqual([]),
  },
  {
    covers: 'Query.linkRequests',
    what: 'lists only people said to be the caller',
    attempt: (x) => gql(x.client, '{ linkRequests { memberId memberName treeId treeName } }'),
    check: (answer, x) => expect(field<{ memberId: string }[]>(answer, 'linkRequests').map((r) => r.memberId)).toEqual(x.userId === c.id ? [w.kinId] : []),
  },
  { covers: 'Query.accessTokens', what: "lists only the caller's own access tokens", attempt: (x) => gql(x.client, '{ accessTokens { id name prefix lastUsedAt } }') },
  { covers: 'Query.invitations', what: "lists only the caller's own invitations", attempt: (x) => gql(x.client, '{ invitations { id status note acceptedBy { id email } } }') },
  { covers: 'Query.passkeys', what: "lists only the caller's own passkeys", attempt: (x) => gql(x.client, '{ passkeys { id name } }') },
  { covers: 'Query.recentActivity', what: "lists only the caller's own activity", attempt: (x) => gql(x.client, '{ recentActivity(first: 50) { id kind summary } }') },
  {
    covers: 'Query.familyStats',
    what: "counts the caller's own tree and connections",
    attempt: (x) => gql(x.client, '{ familyStats { memberCount relationshipCount connectionCount } }'),
    check: async (answer, x) => {
      const own = await gql(x.client, '{ familyMembers(first: 1) { totalCount } connections { user { id } } }');
      const edges = await rest(x.client, 'GET', `/api/relationships/user/${x.userId}`);
      expect(field(answer, 'familyStats')).toEqual({
        memberCount: field<{ totalCount: number }>(own, 'familyMembers').totalCount,
        relationshipCount: (edges.json as unknown[]).length,
        connectionCount: field<unknown[]>(own, 'connections').length,
      });
    },
  },
  {
    covers: 'Query.connectionRequests',
    what: 'lists only requests the caller sent or received',
    attempt: (x) => gql(x.client, REQUESTS),
    check: (answer, x) => {
      const { incoming, outgoing } = field<Record<'incoming' | 'outgoing', { from: { id: string }; to: { id: string } }[]>>(answer, 'connectionRequests');
      expect([...incoming, ...outgoing].filter((r) => r.from.id !== x.userId && r.to.id !== x.userId)).toEqual([]);
      expect(incoming.map((r) => r.from.id)).toContain(d.id);
    },
  },
  {
    covers: 'Query.connections',
    what: "shows a connected A without A's hidden email",
    attempt: (x) => gql(x.client, '{ connections { user { id displayName email location bio profileImageUrl } relationshipType connectedAt } }'),
    check: (answer, x) => {
      const users = field<{ user: { id: string; email: string | null } }[]>(answer, 'connections').map((conn) => conn.user);
      expect(users.find((u) => u.id === a.id)).toEqual(x.userId === c.id ? expect.objectContaining({ id: a.id, email: null }) : undefined);
    },
  },
  {
    covers: 'Query.searchUsers',
    what: "finds A by name without A's private fields",
    attempt: (x) => gql(x.client, SEARCH, { q: `${A_FIRST} ${A_LAST}`, by: 'name' }),
    check: (answer) => expect(field<Found[]>(answer, 'searchUsers').map((r) => r.user)).toEqual([expect.objectContaining({ id: a.id, email: null })]),
  },
  {
    covers: 'Query.searchUsers',
    what: "never finds A by A's hidden email",
    attempt: (x) => gql(x.client, SEARCH, { q: a.email, by: 'email' }),
    check: (answer) => expect(field<Found[]>(answer, 'searchUsers')).toEqual([]),
  },
  {
    covers: 'Query.searchUsers',
    what: "never finds A by A's hometown",
    attempt: (x) => gql(x.client, SEARCH, { q: A_PROFILE.hometown, by: 'location' }),
    check: (answer) => expect(field<Found[]>(answer, 'searchUsers')).toEqual([]),
  },
  {
    covers: 'Query.searchUsers',
    what: "never finds A by A's current city",
    attempt: (x) => gql(x.client, SEARCH, { q: A_PROFILE.currentCity, by: 'location' }),
    check: (answer) => expect(field<Found[]>(answer, 'searchUsers')).toEqual([]),
  },
  {
    covers: 'Query.connectionSuggestions',
    what: "suggests A to B by name alone: A's hidden birthday is never compared",
    attempt: (x) => gql(x.client, '{ connectionSuggestions(first: 50) { nodes { user { id email location bio } reason relationshipType } hasMore } }'),
    check: (answer, x) => {
      const suggested = field<{ nodes: Found[] }>(answer, 'connectionSuggestions').nodes.map((n) => n.user.id);
      if (x.userId === b.id) expect(suggested).toContain(a.id);
    },
  },
  {
    covers: 'GET /api/me/export',
    what: "the caller's own data as a ZIP: their profile, nothing of A's",
    attempt: (x) => rest(x.client, 'GET', '/api/me/export'),
    check: (answer, x) => {
      expect(answer.text).toContain(`"id": "${x.userId}"`);
      expect(answer.text).not.toContain(a.id);
    },
  },
  {
    covers: 'Query.accountDeletionChoices',
    what: "the trees the caller owns, never A's",
    attempt: (x) => gql(x.client, '{ accountDeletionChoices { tree { id name } candidates { id displayName } } }'),
    check: (answer) => expect(field<{ tree: { id: string } }[]>(answer, 'accountDeletionChoices').map((c) => c.tree.id)).not.toContain(a.treeId),
  },
  {
    covers: 'GET /api/auth/user',
    what: 'answers with the caller themselves',
    attempt: (x) => rest(x.client, 'GET', '/api/auth/user'),
    check: (answer, x) => expect((answer.json as { id: string }).id).toBe(x.userId),
  },
  {
    covers: 'GET /api/users/search',
    what: "finds A by name over REST without A's private fields",
    attempt: (x) => rest(x.client, 'GET', `/api/users/search?query=${encodeURIComponent(`${A_FIRST} ${A_LAST}`)}&type=name`),
    check: (answer) => expect(answer.json).toEqual([expect.objectContaining({ id: a.id, email: null })]),
  },
  {
    covers: 'GET /api/users/search',
    what: "never finds A by A's hidden email over REST",
    attempt: (x) => rest(x.client, 'GET', `/api/users/search?query=${encodeURIComponent(a.email)}&type=email`),
    check: (answer) => expect(answer.json).toEqual([]),
  },
  {
    covers: 'GET /api/connection-suggestions',
    what: "suggests A to B over REST without A's private fields",
    attempt: (x) => rest(x.client, 'GET', '/api/connection-suggestions'),
    check: (answer, x) => {
      if (x.userId === b.id) expect((answer.json as { id: string }[]).map((s) => s.id)).toContain(a.id);
    },
  },
  {
    covers: 'POST /api/family-members',
    what: "adds a member naming A as its owner to the caller's own tree, never to A's",
    servedWith: ['201', '400'],
    attempt: (x) => rest(x.client, 'POST', '/api/family-members', { first_name: 'Intruder', last_name: tag, user_id: a.id, userId: a.id, owner_id: a.id, owner: a.id }),
    check: (answer, x) => {
      if (answer.status === 201) expect((answer.json as { userId: string }).userId).toBe(x.userId);
    },
  },
  {
    covers: 'PUT /api/user/profile',
    what: "changes only the caller's own profile when the body names A",
    attempt: (x) => rest(x.client, 'PUT', '/api/user/profile', { id: a.id, userId: a.id, sub: a.id, occupation: 'Busybody' }),
    check: (answer, x) => expect((answer.json as { id: string }).id).toBe(x.userId),
  },
  {
    covers: 'GET /uploads/:key',
    what: "shows A's profile photo, which A shows to other users, to signed-in users only",
    attempt: (x) => rest(x.client, 'GET', w.avatar),
  },
  ...CIRCLE_OWN_ONLY,
  ...STORY_EVENT_OWN_ONLY,
  ...NOTICE_OWN_ONLY,
  ...GEDCOM_OWN_ONLY,
  ...ACHIEVEMENT_OWN_ONLY,
  ...HEIRLOOM_OWN_ONLY,
  ...MOMENT_OWN_ONLY,
  ...VOICE_OWN_ONLY,
  ...DNA_OWN_ONLY,
  ...HERITAGE_OWN_ONLY,
  ...INSIGHT_OWN_ONLY,
  ...CAPSULE_OWN_ONLY,
  ...CHALLENGE_OWN_ONLY,
  ...ANIMATED_TIMELINE_OWN_ONLY,
  ...searchRows({
    "the name of A's relative": w.parentName,
    "the title of A's memory": cw.memoryTitle,
    "the title of A's story that is not public": sw.privateStoryTitle,
    "the words of A's story that is not public": sw.privateStoryContent,
    "the title of A's story in A's private circle": sw.circleStoryTitle,
    "the title of A's public story": sw.publicStoryTitle,
    "the title of A's private event": sw.privateEventTitle,
    "the title of A's event that is not private": sw.openEventTitle,
    "the title of A's achievement": aw.title,
    "the name of A's heirloom": hw.name,
    "the title of A's voice message": vw.title,
    "the title of A's sealed time capsule": tw.sealedTitle,
    "the message of A's sealed time capsule": tw.sealedMessage,
  }),
];

describe("another user's objects: refused to a stranger, to a connected relative and to a script with a stranger's token; signed-out visitors are asked to sign in; nothing of A's changes", () => {
  it.each(REFUSED)('$covers refuses $what', async ({ covers, attempt, refusedWith, signedOutWith }) => {
    const refused = refusedWith ?? (isRest(covers) ? ['403', '404'] : ['FORBIDDEN', 'NOT_FOUND']);
    const before = await stateOfABefore();
    for (const actor of attackers) {
      const own = lastOwnState.get(actor) ?? (await ownState(actor));
      lastOwnState.delete(actor);
      const answer = await attempt(actor);
      expectOutcome(actor.label, answer, refused);
      if (!isRest(covers)) expect({ who: actor.label, data: dataWithRefusal(answer) }).toEqual({ who: actor.label, data: null });
      expectNoSecrets(actor, answer);
      const ownAfter = await ownState(actor);
      expect(ownAfter).toEqual(own);
      lastOwnState.set(actor, ownAfter);
    }
    const answer = await attempt(signedOut);
    expectOutcome(signedOut.label, answer, signedOutWith ?? [isRest(covers) ? '401' : 'UNAUTHENTICATED']);
    expectNoSecrets(signedOut, answer);
    await expectStateOfAUnchanged(before);
  });
});

describe("the caller's own data: nothing of A's in the answers to anyone else; signed-out visitors are asked to sign in", () => {
  it.each(OWN_ONLY)('$covers $what', async ({ covers, attempt, servedWith, check }) => {
    const served = servedWith ?? (isRest(covers) ? ['200'] : ['OK']);
    const before = await stateOfABefore();
    for (const actor of attackers) {
      const answer = await attempt(actor);
      expectOutcome(actor.label, answer, served);
      expectNoSecrets(actor, answer);
      await check?.(answer, actor);
    }
    const answer = await attempt(signedOut);
    expectOutcome(signedOut.label, answer, [isRest(covers) ? '401' : 'UNAUTHENTICATED']);
    expectNoSecrets(signedOut, answer);
    await expectStateOfAUnchanged(before);
  });
});

// ---- the page at "/", with the dashboard the server writes and draws into it ----------------------

describe("the dashboard's page: each caller's own, none of A's", () => {
  // The page at "/" carries, for someone signed in, the Dashboard query's answer read as them (and the
  // dashboard drawn from it, by the web build's server rendering: web/src/prerender/dashboard.tsx).
  const page = async (actor: Actor): Promise<Answer> => {
    const res = await actor.client.fetch('/', { headers: { accept: 'text/html' } });
    return { outcome: String(res.status), status: res.status, text: await res.text(), json: null };
  };
  const dashboardOf = (answer: Answer) => {
    const boot = /<script type="application\/json" id="kinfolk-boot">(.*?)<\/script>/s.exec(answer.text)?.[1];
    return boot ? (JSON.parse(boot) as { dashboard?: { data: { me: { id: string } } } }).dashboard : undefined;
  };

  it("gives the stranger, A's connected relative and a script their own dashboard alone, and the signed-out visitor none", async () => {
    for (const actor of attackers) {
      const answer = await page(actor);
      expect({ who: actor.label, status: answer.status }).toEqual({ who: actor.label, status: 200 });
      expectNoSecrets(actor, answer);
      expect({ who: actor.label, dashboardOf: dashboardOf(answer)?.data.me.id }).toEqual({ who: actor.label, dashboardOf: actor.userId });
    }
    const answer = await page(signedOut);
    expect(answer.status).toBe(200);
    expectNoSecrets(signedOut, answer);
    expect(dashboardOf(answer)).toBeUndefined();
  });
});

// ---- the table covers the whole API --------------------------------------------------------------

/**
 * Root fields outside the table, and why no id of another user's object can reach them. Each is
 * checked below to take no id (but whom a request asks), so a new id argument brings it back here.
 */
const PER_VIEWER: Record<string, string> = {
  'Query.me': 'the signed-in user themselves (null when signed out)',
  'Query.signInOptions': 'how this server signs people in; nobody in particular',
  'Query.invitationPreview': "found by the invitation link's secret token, and shows only the inviter's public name, the note and the expiry",
  'Mutation.requestPasswordReset': 'answers true for any address, so it tells nothing about who has an account',
  'Mutation.resetPassword': "found by the reset link's secret token",
  'Mutation.createInvitation': "creates the caller's own invitation",
  'Mutation.completeOnboarding': "the caller's own profile",
  'Mutation.updateProfile': "the caller's own profile",
  'Mutation.setMyLanguage': "the caller's own language; it takes the language alone",
  'Mutation.createAccessToken': "creates the caller's own token",
  'Mutation.createTree': 'starts a tree the caller owns; its input is a name alone',
  'Query.myDataExportUrl': 'the same address for everyone; what it downloads is the caller’s own (GET /api/me/export in the table)',
  'Mutation.changePassword': "the caller's own password",
  'Mutation.beginPasskeyRegistration': "options for the caller's own passkey, with a challenge bound to them (see finishPasskeyRegistration in the table)",
  'Query.voiceMaxSeconds': 'the server\'s longest voice recording; the same for everyone',
  'Mutation.sendConnectionRequest': "always sent by the caller: its input has no sender, only whom to ask (a sender in A's name is tried over REST in the table)",
};
/** The ids a per-viewer field may take: whom to ask is someone else by nature. */
const PER_VIEWER_IDS = { 'Mutation.sendConnectionRequest': ['input.toUserId'] };

const schema = buildSchema(readFileSync(SCHEMA, 'utf8'));
const rootFields = (['Query', 'Mutation'] as const).flatMap((root) => Object.keys((schema.getType(root) as GraphQLObjectType).getFields()).map((name) => `${root}.${name}`));
const rootField = (key: string) => {
  const [root, name] = key.split('.');
  return (schema.getType(root) as GraphQLObjectType).getFields()[name];
};

/** The paths of a field's arguments (into input objects) that take an ID. */
function idArguments(f: GraphQLField<unknown, unknown>): string[] {
  const found: string[] = [];
  const walk = (type: GraphQLInputType, at: string, seen: Set<string>) => {
    const named = getNamedType(type);
    if (named.name === 'ID') found.push(at);
    if (!isInputObjectType(named) || seen.has(named.name)) return;
    for (const inner of Object.values(named.getFields())) walk(inner.type, `${at}.${inner.name}`, new Set([...seen, named.name]));
  };
  for (const arg of f.args) walk(arg.type, arg.name, new Set());
  return found;
}

describe('the table covers the whole API', () => {
  const covered = new Set([...REFUSED, ...OWN_ONLY].map((x) => x.covers).filter((covers) => !isRest(covers)));

  it('lists every Query and Mutation field of the schema, or explains why it is per-viewer', () => {
    expect(rootFields.filter((f) => !covered.has(f) && !(f in PER_VIEWER))).toEqual([]);
    expect([...covered, ...Object.keys(PER_VIEWER)].filter((f) => !rootFields.includes(f))).toEqual([]);
    expect(Object.keys(PER_VIEWER).filter((f) => covered.has(f))).toEqual([]);
  });

  it('tries every root field that takes an id with the ids of A\'s objects, and no per-viewer field takes one', () => {
    const perViewerIds = Object.fromEntries(Object.keys(PER_VIEWER).map((f) => [f, idArguments(rootField(f))]).filter(([, found]) => found.length));
    expect(perViewerIds).toEqual(PER_VIEWER_IDS);
    const tried = new Set([...REFUSED, ...OWN_ONLY.filter((x) => x.namesA)].map((x) => x.covers));
    expect(rootFields.filter((f) => !(f in PER_VIEWER) && idArguments(rootField(f)).length && !tried.has(f))).toEqual([]);
  });

  it('lists every REST route of the feature modules', async () => {
    const files = readdirSync(MODULES, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.routes.ts'));
    const routes: string[] = [];
    for (const file of files) {
      const exported = (await import(pathToFileURL(path.join(MODULES, file)).href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exported)) {
        const stack = (value as { stack?: { methods: string[]; path: string }[] } | null)?.stack;
        if (Array.isArray(stack)) routes.push(...stack.flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${layer.path}`)));
        // The uploads middleware is not a router: GET /uploads/{key}.
        else if (name === 'fileRoutes') routes.push('GET /uploads/:key');
        else routes.push(`${file}: ${name} (neither a router nor the uploads middleware)`);
      }
    }
    const restCovered = new Set([...REFUSED, ...OWN_ONLY].map((x) => x.covers).filter(isRest));
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.filter((route) => !restCovered.has(route))).toEqual([]);
    expect([...restCovered].filter((route) => !routes.includes(route))).toEqual([]);
  });
});

// ---- live challenge progress ---------------------------------------------------------------------

describe("live challenge progress: A's never reaches anyone else", () => {
  it('feeds each signed-in user their own progress alone, and gives a token or a signed-out visitor no connection', () => expectNoLiveProgressOfA(app, a, [b, c], attackers[2].client.bearer!), 60_000);
});
