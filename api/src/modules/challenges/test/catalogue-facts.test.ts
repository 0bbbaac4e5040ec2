/**
 * @long a family built for each challenge of the catalogue
 */
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addMember, buildUser, connect, shareTree, type Person } from '../../../../test/factories.ts';
import { ADD_RELATIONSHIP, must } from '../../../../test/trees.ts';
import { createCircle, jpegPhoto, uploadMemory } from '../../../../test/media.ts';
import { sendVoice } from '../../../../test/voice-messages.ts';
import { wav } from '../../../../test/audio-fixtures.ts';
import { createEvent } from '../../../../test/family-events.ts';
import { noticesEndingWith } from '../../../../test/notices.ts';
import { catalogue, challengesOf, completionTraces, daysPass, importTree, joinByKey, levelFor, progressSettled, progressWhen, rewardsOf, type CatalogueEntry } from '../../../../test/challenges.ts';
import { generateGedcom } from '../../../../../bench/generate-gedcom.ts';
import type { ChallengeFact } from '../challenge-texts.ts';

// Every challenge of the catalogue, completed by a new person doing what it names through the app
// (GraphQL, real uploads and recordings, the real job queue) — never by writing progress. A
// challenge that needs several days (a per-day cap below its target, or a streak) is done a day at
// a time: the day's real actions, then the night passes (daysPass moves the moments the app
// recorded back by a day), and the next day's action sets the progress job off again. A new
// catalogue entry whose fact no one here knows how to do fails its test.

let app: TestApp;
let photo: Buffer;
const ENTRIES = catalogue();

/** `n` calls of `work`, a few at a time (the app serializes writes to one tree itself). */
async function inParallel(n: number, work: (i: number) => Promise<unknown>, width = 4) {
  for (let start = 0; start < n; start += width) {
    await Promise.all(Array.from({ length: Math.min(width, n - start) }, (_, j) => work(start + j)));
  }
}

/** One person doing a challenge, with what their earlier days left (their photo circle, their line of ancestors …). */
interface Challenger {
  me: Person;
  entry: CatalogueEntry;
  made: number;
  circleId?: string;
  relative?: Person;
  subjectId?: string;
  grandparentId?: string;
  ancestors: { frontier: string[]; next: string[]; parents: Map<string, number> };
}

const serial = (c: Challenger) => ++c.made;
const bornIn = (year: number) => ({ dateOfBirth: `${year}-06-15` });

/** A relative who edits the challenger's tree (made when first needed). */
async function relativeOf(c: Challenger): Promise<Person> {
  if (!c.relative) {
    c.relative = await buildUser(app, { name: `Rel${c.entry.key.replace(/-/g, '')} Kin` });
    await shareTree(c.me, c.relative, 'editor');
  }
  return c.relative;
}

/** A person of the challenger's tree that things can be about (made when first needed). */
async function subjectOf(c: Challenger): Promise<string> {
  c.subjectId ??= (await addMember(c.me, 'Subject', 'child', undefined, bornIn(1990))).member.id;
  return c.subjectId;
}

async function circleOf(c: Challenger): Promise<string> {
  c.circleId ??= await createCircle(c.me, 'Our photos', []);
  return c.circleId;
}

/** People added with no relationship (each a `person_added` fact), with a birth date when asked. */
async function addPeople(c: Challenger, n: number, dated = false): Promise<string[]> {
  const ids: string[] = [];
  await inParallel(n, async () => {
    const k = serial(c);
    ids.push((await addMember(c.me, `Kin${k}`, 'other', undefined, dated ? bornIn(1950 + (k % 50)) : {})).member.id);
  });
  return ids;
}

/** Parents of the challenger's own card, then their parents, generation by generation. */
async function addAncestors(c: Challenger, n: number, dated: boolean) {
  const line = c.ancestors;
  if (!line.frontier.length && !line.next.length) line.frontier.push(c.me.selfMemberId);
  for (let left = n; left > 0; ) {
    if (!line.frontier.length) [line.frontier, line.next] = [line.next, []];
    const child = line.frontier[0];
    const take = Math.min(2 - (line.parents.get(child) ?? 0), left);
    const generation = Math.round(Math.log2(c.made + 2));
    const added = await Promise.all(
      Array.from({ length: take }, () => addMember(c.me, `Anc${serial(c)}`, 'parent', child, dated ? bornIn(1960 - 28 * generation) : {})),
    );
    line.next.push(...added.map((a) => a.member.id));
    line.parents.set(child, (line.parents.get(child) ?? 0) + take);
    if (line.parents.get(child) === 2) line.frontier.shift();
    left -= take;
  }
}

const STORY = 'mutation($input: CreateStoryInput!) { createStory(input: $input) { id } }';
const RECORD = 'mutation($input: RecordAchievementInput!) { recordAchievement(input: $input) { id } }';
const CELEBRATE = 'mutation($id: ID!) { celebrateAchievement(id: $id) { id celebratedByViewer } }';
const MOMENT = 'query($treeId: ID) { dailyMoment(treeId: $treeId) { id day } }';
const ANSWER = 'mutation($input: AnswerDailyMomentInput!) { answerDailyMoment(input: $input) { id } }';
const CAPSULE = 'mutation($i: TimeCapsuleInput!) { createTimeCapsule(input: $i) { id } }';
const SEAL = 'mutation($id: ID!) { sealTimeCapsule(id: $id) { id status } }';
const LINK = 'mutation($m: ID!, $u: ID!) { linkMemberToUser(memberId: $m, userId: $u) { id } }';
const CONFIRM_LINK = 'mutation($m: ID!) { respondToLink(memberId: $m, accept: true) }';

/** How to do `n` more of each fact through the app, as a person would. */
const DO: Record<ChallengeFact, (c: Challenger, n: number) => Promise<unknown>> = {
  person_added: (c, n) => addPeople(c, n, c.entry.requirement.withBirthDate),
  ancestor_added: (c, n) => addAncestors(c, n, c.entry.requirement.withBirthDate),
  relationship_added: async (c, n) => {
    const people = await addPeople(c, n);
    await inParallel(n, (i) => must(c.me.client, ADD_RELATIONSHIP, { input: { fromId: people[i], toId: c.me.selfMemberId, type: 'cousin' } }));
  },
  photo_tagged: async (c, n) => {
    const people = await addPeople(c, n);
    const res = await uploadMemory(c.me, { title: 'Everyone at the lake', circleId: await circleOf(c), taggedMemberIds: people }, { bytes: photo, name: 'lake.jpg', type: 'image/jpeg' });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
  },
  memory_added: async (c, n) => {
    const circleId = await circleOf(c);
    await inParallel(n, async () => {
      const res = await uploadMemory(c.me, { title: `Memory ${serial(c)}`, circleId }, { bytes: photo, name: 'memory.jpg', type: 'image/jpeg' });
      if (res.errors) throw new Error(JSON.stringify(res.errors));
    });
  },
  story_written: (c, n) => inParallel(n, () => must(c.me.client, STORY, { input: { title: `Story ${serial(c)}`, content: 'How grandmother crossed the sea.' } })),
  story_about_grandparent: async (c, n) => {
    if (!c.grandparentId) {
      const parent = (await addMember(c.me, 'Father', 'parent', undefined, bornIn(1955))).member.id;
      c.grandparentId = (await addMember(c.me, 'Grandpa', 'parent', parent, bornIn(1925))).member.id;
    }
    await inParallel(n, () => must(c.me.client, STORY, { input: { title: `Grandpa's tale ${serial(c)}`, content: 'He fixed every clock in the village.', taggedMemberIds: [c.grandparentId] } }));
  },
  relative_joined: (c, n) =>
    inParallel(n, async () => {
      const relative = await buildUser(app, { name: `Joiner${serial(c)} Kin` });
      await shareTree(c.me, relative, 'viewer');
    }),
  connection_made: (c, n) =>
    inParallel(n, async () => {
      const other = await buildUser(app, { name: `Friend${serial(c)} Kin` });
      await connect(other, c.me);
    }),
  person_linked: (c, n) =>
    inParallel(n, async () => {
      const relative = await buildUser(app, { name: `Linked${serial(c)} Kin` });
      await connect(c.me, relative);
      const memberId = (await addMember(c.me, 'Cousin', 'sibling')).member.id;
      await must(c.me.client, LINK, { m: memberId, u: relative.id });
      // The relative confirms later, once the link's own recount has run (as it does when people take their time).
      await progressSettled(app, c.me.id);
      await must(relative.client, CONFIRM_LINK, { m: memberId });
    }, 1),
  moment_answered: async (c, n) => {
    for (let i = 0; i < n; i++) {
      const moment = (await must<{ dailyMoment: { id: string } }>(c.me.client, MOMENT, { treeId: c.me.treeId })).dailyMoment;
      await must(c.me.client, ANSWER, { input: { momentId: moment.id, response: 'Sunday lunch at the farm.' } });
    }
  },
  voice_message_sent: async (c, n) => {
    const to = await relativeOf(c);
    await inParallel(n, async () => {
      const res = await sendVoice(c.me, { title: `Hello ${serial(c)}`, recipientIds: [to.id] }, { bytes: wav(1) });
      if (res.errors) throw new Error(JSON.stringify(res.errors));
    });
  },
  voice_story_recorded: async (c, n) => {
    const to = await relativeOf(c);
    await inParallel(n, async () => {
      const res = await sendVoice(c.me, { title: `How we met ${serial(c)}`, isStory: true, recipientIds: [to.id] }, { bytes: wav(1) });
      if (res.errors) throw new Error(JSON.stringify(res.errors));
    });
  },
  achievement_recorded: async (c, n) => {
    const memberId = await subjectOf(c);
    await inParallel(n, () => must(c.me.client, RECORD, { input: { memberId, achievementType: 'award', title: `Prize ${serial(c)}`, date: '2019' } }));
  },
  achievement_celebrated: async (c, n) => {
    const [relative, memberId] = [await relativeOf(c), await subjectOf(c)];
    await inParallel(n, async () => {
      const { recordAchievement } = await must<{ recordAchievement: { id: string } }>(relative.client, RECORD, { input: { memberId, achievementType: 'sport', title: `Marathon ${serial(c)}` } });
      await must(c.me.client, CELEBRATE, { id: recordAchievement.id });
    });
  },
  event_organized: (c, n) => inParallel(n, () => createEvent(c.me, { title: `Gathering ${serial(c)}` })),
  capsule_sealed: (c, n) =>
    inParallel(n, async () => {
      const opensAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
      const { createTimeCapsule } = await must<{ createTimeCapsule: { id: string } }>(c.me.client, CAPSULE, {
        i: { title: `For ${serial(c)} years on`, message: 'Open me later.', recipientKind: 'tree', treeId: c.me.treeId, opensAt, timeZone: 'UTC' },
      });
      await must(c.me.client, SEAL, { id: createTimeCapsule.id });
    }),
  tree_imported: (c, n) => inParallel(n, () => importTree(c.me, generateGedcom(6).text, `Imported ${serial(c)}`), 1),
};

/** The days a challenge takes done as fast as its rules allow: its per-day cap, or one a day for a streak. */
function plan({ requirement: rule }: CatalogueEntry): number[] {
  if (rule.measure === 'streak') return Array.from({ length: rule.target }, () => 1);
  const perDay = rule.perDay ?? rule.target;
  return Array.from({ length: Math.ceil(rule.target / perDay) }, (_, d) => Math.min(perDay, rule.target - d * perDay));
}

beforeAll(async () => {
  app = await startTestApp();
  photo = await jpegPhoto(48, 32);
});
afterAll(() => app.close());

it('is the catalogue the app serves: every entry of the file, active, with its rule and rewards', async () => {
  const someone = await buildUser(app, { name: 'Reader Catalogue' });
  const served = (await challengesOf(someone)).filter((c) => c.key !== null);
  expect(served.map((c) => c.key).sort()).toEqual(ENTRIES.map((e) => e.key).sort());
  expect(ENTRIES.length).toBeGreaterThanOrEqual(24);
  for (const entry of ENTRIES) {
    expect(Object.keys(DO)).toContain(entry.requirement.fact);
    expect(plan(entry).length).toBeLessThanOrEqual(entry.timeLimitDays ?? Infinity);
  }
});

describe.each(ENTRIES.map((e) => [e.key, e] as const))('%s', (key, entry) => {
  it(`completes by ${entry.requirement.fact.replace(/_/g, ' ')}, ${entry.requirement.target} ${entry.requirement.measure === 'streak' ? 'days in a row' : 'times'}, with its rewards, once`, async () => {
    const me = await buildUser(app, { name: `Doer ${key.replace(/-/g, '')}` });
    const id = await joinByKey(me, key);
    const c: Challenger = { me, entry, made: 0, ancestors: { frontier: [], next: [], parents: new Map() } };
    const days = plan(entry);
    for (const [day, n] of days.entries()) {
      if (day > 0) await daysPass(app, me.id);
      await DO[entry.requirement.fact](c, n);
      // The challenge completes only on the last day, however many facts came before.
      if (day < days.length - 1) expect((await progressWhen(me, id, () => false, 0)).status).toBe('in_progress');
    }

    const done = await progressWhen(me, id, (p) => p.status === 'completed');
    expect(done).toMatchObject({ status: 'completed', percent: 100, count: entry.requirement.target, target: entry.requirement.target, remainingText: '' });
    expect(done.completedAt).not.toBeNull();
    expect((done as unknown as { rewardsEarned: { points: number } }).rewardsEarned).toEqual({ points: entry.rewards.points });

    const rewards = await rewardsOf(me);
    expect(rewards).toMatchObject({ totalPoints: entry.rewards.points, experience: entry.rewards.experience, level: levelFor(entry.rewards.experience), challengesCompleted: 1 });
    expect(rewards.badges.map((b) => b.badge.key)).toEqual(entry.rewards.badge ? [entry.rewards.badge] : []);
    expect(rewards.unlockedFeatures).toEqual(entry.rewards.unlocks ? [entry.rewards.unlocks] : []);
    if (entry.requirement.measure === 'streak') expect(rewards.longestStreak).toBeGreaterThanOrEqual(entry.requirement.target);

    const notices = await noticesEndingWith(me.client, `#${id}`);
    expect(notices.map((n) => n.kind)).toEqual(['challenge_completed']);
    expect(await completionTraces(app, me.id, id)).toEqual({ notices: 1, places: 1 });
    // Only there to end a hang: many steps, each maybe waiting on a busy job queue.
  });
});
