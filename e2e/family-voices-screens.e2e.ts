/**
 * @long every family voices screen looked at
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { axeFindings } from './support/accessibility.ts';
import { artifactsDir, contextInLook, DESKTOP, inSpanish, launchBrowser, type Look, LOOK_SIZES, LOOKS, pictureOnFailure, screenshot } from './support/browser.ts';
import { ADA, buildVoicesFamily, gqlUpload, type VoicesFamily, type Who } from './support/family-voices-flows.ts';
import { visible } from './support/flows.ts';
import { layoutProblems, settle } from './support/layout.ts';
import { makeFakeMicrophone, type FakeMicrophone } from './support/microphone.ts';
import { gql } from './support/overview-flows.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';

// The four screens of the family's voices (Voice Messages, Daily Moments, Achievements, Time
// Capsules) with a family's realistic content: in English and light at a laptop's width (1280 px),
// in Spanish (a browser set to es-ES) and dark at a phone's (390 px) (LOOK_SIZES): each saved as
// e2e/artifacts/family-voices-<screen>-<en|es-dark>-<width>.png for a person to look at, checked by
// axe (no serious or critical violation; the lesser ones go to
// e2e/artifacts/family-voices-accessibility.txt) and for what a user notices at a glance (sideways
// scrolling, overlaps, text cut off).

let server: RunningServer;
let browser: Browser;
let family: VoicesFamily;
let microphone: FakeMicrophone;
const minor: string[] = [];

beforeAll(async () => {
  microphone = makeFakeMicrophone(6);
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  family = await buildVoicesFamily(browser, server, DESKTOP);
  await seed();
}, 400_000);

afterAll(async () => {
  mkdirSync(artifactsDir, { recursive: true });
  writeFileSync(path.join(artifactsDir, 'family-voices-accessibility.txt'), minor.length ? `${minor.join('\n')}\n` : 'No moderate or minor violations.\n');
  await browser?.close();
  if (server) await stopServer(server, true);
  microphone?.remove();
});

const page = (who: Who): Page => family.pages[who].page;

const SEND_VOICE = 'mutation($i: SendVoiceMessageInput!) { sendVoiceMessage(input: $i) { id } }';

/** What a family has after a few weeks: messages, answers and likes, achievements and their celebrations, capsules. */
async function seed() {
  const { ids } = family;
  const wav = { path: microphone.file, type: 'audio/wav' };
  const voices: [Who, string, string | null, string[]][] = [
    ['ada', 'Happy birthday from Aunt Ada', 'A song for your twenty-third, sung badly but with love.', [ids.ben]],
    ['carol', 'Your grandmother’s recipe for jollof rice', 'She always said the secret was patience and smoked paprika.', [ids.ben, ids.ada]],
    ['ada', 'How we met your uncle William at the harbour in 1989', null, [ids.ben, ids.carol]],
  ];
  for (const [who, title, description, recipientIds] of voices) {
    await gqlUpload(page(who), SEND_VOICE, { i: { audio: null, title, description, recipientIds, isStory: description === null } }, 'i.audio', wav);
  }
  // Ben has heard one of them.
  const inbox = await gql<{ voiceInbox: { nodes: { id: string; title: string }[] } }>(page('ben'), '{ voiceInbox { nodes { id title } } }');
  const heard = inbox.voiceInbox.nodes.find((m) => m.title.startsWith('Your grandmother'));
  if (heard) await gql(page('ben'), 'mutation($id: ID!) { markVoiceMessageHeard(id: $id) { id } }', { id: heard.id });

  // Today's moment: three answers, two of them liked.
  const answers: [Who, string][] = [
    ['ada', 'The smell of bread on Sunday mornings in our grandmother’s kitchen, and the radio playing the news nobody listened to.'],
    ['carol', 'Walking to the market in Lagos with my mother, who knew every seller by name.'],
    ['ben', 'Playing football with my cousins behind the church.'],
  ];
  const answerIds: Record<string, string> = {};
  for (const [who, response] of answers) {
    const { dailyMoment } = await gql<{ dailyMoment: { id: string } }>(page(who), 'query($t: ID) { dailyMoment(treeId: $t) { id } }', { t: ids.tree });
    const { answerDailyMoment } = await gql<{ answerDailyMoment: { id: string } }>(page(who), 'mutation($i: AnswerDailyMomentInput!) { answerDailyMoment(input: $i) { id } }', {
      i: { momentId: dailyMoment.id, response },
    });
    answerIds[who] = answerDailyMoment.id;
  }
  for (const [who, whose] of [['ben', 'ada'], ['carol', 'ada'], ['ada', 'carol']] as const) {
    await gql(page(who), 'mutation($id: ID!) { likeMomentAnswer(id: $id) { id } }', { id: answerIds[whose] });
  }

  // Achievements of three people; Carol celebrates her son's.
  const achievements: [string, string, string, string | null, string][] = [
    [ids.benMember, 'graduation', 'Graduated in civil engineering from the University of Lagos', 'First class honours, and the first engineer of the family.', '14 Jun 2026'],
    [ids.carolMember, 'award', 'Teacher of the year', null, '2019'],
    [ids.adaSelf, 'sport', 'Ran the London Marathon', 'In 4 hours 12 minutes, for the children’s hospital.', 'abt Apr 2023'],
  ];
  const recorded: string[] = [];
  for (const [memberId, achievementType, title, description, date] of achievements) {
    const { recordAchievement } = await gql<{ recordAchievement: { id: string } }>(page('ada'), 'mutation($i: RecordAchievementInput!) { recordAchievement(input: $i) { id } }', {
      i: { memberId, achievementType, title, description, date },
    });
    recorded.push(recordAchievement.id);
  }
  await gql(page('carol'), 'mutation($id: ID!) { celebrateAchievement(id: $id) { id } }', { id: recorded[0] });
  await gql(page('ben'), 'mutation($id: ID!) { celebrateAchievement(id: $id) { id } }', { id: recorded[0] });

  // Time capsules: one sealed for Ben for next year, one a draft, one for the whole tree in ten years.
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const capsules: [string, string, Record<string, unknown>, boolean][] = [
    ['For Ben, on your first day at work', 'Remember to ask questions: everyone there was new once.', { recipientKind: 'relatives', recipientIds: [ids.ben] }, true],
    ['For the whole family, in ten years', 'Here is what our Sundays look like in 2026.', { recipientKind: 'tree', treeId: ids.tree }, true],
    ['For Carol’s sixtieth', 'Not finished yet: photos to add.', { recipientKind: 'relatives', recipientIds: [ids.carol] }, false],
  ];
  for (const [i, [title, message, recipients, seal]] of capsules.entries()) {
    const { createTimeCapsule } = await gql<{ createTimeCapsule: { id: string } }>(page('ada'), 'mutation($i: TimeCapsuleInput!) { createTimeCapsule(input: $i) { id } }', {
      i: { title, message, ...recipients, opensAt: inDays([365, 3652, 700][i]), timeZone: 'Europe/London' },
    });
    if (seal) await gql(page('ada'), 'mutation($id: ID!) { sealTimeCapsule(id: $id) { id } }', { id: createTimeCapsule.id });
  }
}

interface Screen {
  name: string;
  path: string;
  who: Who;
  /** Shown once the screen has its content, in either language. */
  ready: (page: Page) => Promise<unknown>;
}

const SCREENS: Screen[] = [
  { name: 'voice-messages', path: '/voice-messages', who: 'ben', ready: (p) => visible(p.getByText('Happy birthday from Aunt Ada').first()) },
  { name: 'daily-prompts', path: '/daily-prompts', who: 'ada', ready: (p) => visible(p.getByText(/Walking to the market in Lagos/).first()) },
  { name: 'achievements', path: '/achievements', who: 'carol', ready: (p) => visible(p.getByText('Teacher of the year').first()) },
  { name: 'time-capsules-recipient', path: '/time-capsules', who: 'ben', ready: (p) => visible(p.getByText(ADA.fullName).first()) },
  { name: 'time-capsules-creator', path: '/time-capsules', who: 'ada', ready: (p) => visible(p.getByText('For Carol’s sixtieth').first()) },
];

/** A browser context for `who` (their session), in the language and colour scheme of `look`. */
const contextFor = (who: Who, look: Look) => contextInLook(browser, server.url, family.pages[who].context, look);

/** The screen at the widths of `look` (LOOK_SIZES): its pictures saved, its axe findings and layout problems answered. */
async function look(screen: Screen, look: Look): Promise<string[]> {
  const problems: string[] = [];
  const { context, page: p } = await contextFor(screen.who, look);
  try {
    for (const size of LOOK_SIZES[look]) {
      await p.setViewportSize(size);
      await pictureOnFailure(p, `family-voices-${screen.name}-${look}-${size.width}`, async () => {
        await p.goto(screen.path);
        await screen.ready(p);
      });
      if (inSpanish(look)) await p.waitForFunction(() => document.documentElement.lang === 'es');
      await p.locator('[role="progressbar"]').first().waitFor({ state: 'hidden' }).catch(() => undefined);
      await settle(p);
      const where = `${screen.name} ${look} ${size.width}px`;
      await screenshot(p, `family-voices-${screen.name}-${look}-${size.width}`);
      problems.push(...(await layoutProblems(p)).map((line) => `${where}: ${line}`));
      const found = await axeFindings(p);
      // Each serious finding with the start of its element's HTML, to find it in the source.
      for (const line of found.blocking) {
        const selector = / at (.+)$/.exec(line)?.[1] ?? '';
        const html = await p.evaluate((sel) => { try { return document.querySelector(sel)?.outerHTML.slice(0, 160) ?? ''; } catch { return ''; } }, selector);
        problems.push(`${where}: ${line} — ${html}`);
      }
      minor.push(...found.minor.map((line) => `${where}: ${line}`));
    }
  } finally {
    await context.close();
  }
  return problems;
}

describe.each(SCREENS.map((s) => [s.name, s] as const))('The %s screen', (_name, screen) => {
  it.each(LOOKS)('looks finished in %s at %s, and axe finds nothing serious', async (variant) => {
    expect(await look(screen, variant)).toEqual([]);
  }, 600_000);
});

