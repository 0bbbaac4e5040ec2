import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../../i18n.ts';
import {
  BADGE_NAMES,
  CHALLENGE_FACTS,
  UNLOCKABLE_FEATURES,
  badgeName,
  goalText,
  isSupportedRule,
  remainingText,
  unlockName,
  type ChallengeRule,
} from '../challenge-texts.ts';

// The catalogue every family gets (catalogue/challenges.json, seeded by a migration) and the words
// its rules, badges and unlocks are shown with.

interface Catalogued {
  key: string;
  category: string;
  difficulty: string;
  title: Record<string, string>;
  description: Record<string, string>;
  requirement: ChallengeRule;
  rewards: { points: number; experience: number; badge: string | null; unlocks: string | null };
  timeLimitDays: number | null;
}

const catalogue = JSON.parse(readFileSync(path.join(import.meta.dirname, '../catalogue/challenges.json'), 'utf8')) as Catalogued[];
const byKey = new Map(catalogue.map((c) => [c.key, c]));
const badges = catalogue.flatMap((c) => (c.rewards.badge ? [c.rewards.badge] : []));
const root = path.resolve(import.meta.dirname, '../../../../..');
const pictures = path.join(root, 'web/public/badges');

/** An enum's values as the schema, the contract, lists them. */
function schemaEnum(name: string): string[] {
  const schema = readFileSync(path.join(root, 'schema/schema.graphql'), 'utf8');
  const body = new RegExp(`enum ${name} \\{([^}]*)\\}`).exec(schema)?.[1] ?? '';
  return body.split('\n').map((line) => line.trim()).filter((line) => /^[a-z_]+$/.test(line));
}
const CATEGORIES = schemaEnum('ChallengeCategory');
const DIFFICULTIES = schemaEnum('ChallengeDifficulty');

describe('the challenge catalogue', () => {
  it('holds at least 24 challenges, each key and each badge once', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(24);
    expect(byKey.size).toBe(catalogue.length);
    expect(new Set(badges).size).toBe(badges.length);
    for (const { key } of catalogue) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const badge of badges) expect(badge).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('knows the facts and features the schema lists', () => {
    expect([...CHALLENGE_FACTS].sort()).toEqual(schemaEnum('ChallengeFact').sort());
    expect([...UNLOCKABLE_FEATURES].sort()).toEqual(schemaEnum('UnlockableFeature').sort());
    expect(CATEGORIES).toHaveLength(6);
    expect(DIFFICULTIES).toEqual(['easy', 'medium', 'hard', 'expert']);
  });

  it('covers every category, difficulty and fact', () => {
    expect(new Set(catalogue.map((c) => c.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(catalogue.map((c) => c.difficulty))).toEqual(new Set(DIFFICULTIES));
    expect(new Set(catalogue.map((c) => c.requirement.fact))).toEqual(new Set(CHALLENGE_FACTS));
  });

  it('asks only what can be counted and put in words', () => {
    const wrong = catalogue.filter(({ requirement: r }) => {
      const perDayOk = r.perDay === null || (Number.isInteger(r.perDay) && r.perDay >= 1);
      return !(Number.isInteger(r.target) && r.target >= 1 && perDayOk && ['count', 'streak'].includes(r.measure) && isSupportedRule(r));
    });
    expect(wrong.map((c) => c.key)).toEqual([]);
  });

  it('gives more the harder a challenge is, within 10–500 points and 10–600 experience', () => {
    for (const { rewards } of catalogue) {
      expect(rewards.points).toBeGreaterThanOrEqual(10);
      expect(rewards.points).toBeLessThanOrEqual(500);
      expect(rewards.experience).toBeGreaterThanOrEqual(10);
      expect(rewards.experience).toBeLessThanOrEqual(600);
    }
    const tiers = DIFFICULTIES.map((d) => catalogue.filter((c) => c.difficulty === d).map((c) => c.rewards));
    for (let i = 1; i < tiers.length; i++) {
      expect(Math.min(...tiers[i].map((r) => r.points))).toBeGreaterThan(Math.max(...tiers[i - 1].map((r) => r.points)));
      expect(Math.min(...tiers[i].map((r) => r.experience))).toBeGreaterThan(Math.max(...tiers[i - 1].map((r) => r.experience)));
    }
  });

  it('unlocks each feature once, and limits some challenges in time', () => {
    const unlocks = catalogue.flatMap((c) => (c.rewards.unlocks ? [c.rewards.unlocks] : []));
    expect(unlocks.sort()).toEqual([...UNLOCKABLE_FEATURES].sort());
    const limited = catalogue.filter((c) => c.timeLimitDays !== null);
    expect(limited.length).toBeGreaterThanOrEqual(3);
    for (const c of limited) expect(Number.isInteger(c.timeLimitDays) && c.timeLimitDays! >= 1).toBe(true);
  });

  it('has the challenges the product names', () => {
    const rule = (key: string) => byKey.get(key)?.requirement;
    expect(byKey.get('five-ancestors')).toMatchObject({ category: 'tree_building', difficulty: 'easy', title: { en: 'Add 5 ancestors' } });
    expect(rule('five-ancestors')).toMatchObject({ fact: 'ancestor_added', measure: 'count', withBirthDate: true, target: 5 });
    expect(rule('tag-ten')).toMatchObject({ fact: 'photo_tagged', target: 10 });
    expect(rule('grandparent-story')).toMatchObject({ fact: 'story_about_grandparent', target: 1 });
    expect(rule('cousin-joins')).toMatchObject({ fact: 'relative_joined', target: 1 });
    expect(byKey.get('cousin-joins')?.title.en).toBe('Invite a relative who joins');
    expect(rule('moment-week')).toMatchObject({ fact: 'moment_answered', measure: 'streak', target: 7 });
    expect(rule('voice-story')).toMatchObject({ fact: 'voice_story_recorded', target: 1 });
    expect(rule('tree-import')).toMatchObject({ fact: 'tree_imported', target: 1 });
  });

  it('has a title and a description in every language', () => {
    for (const c of catalogue) {
      for (const language of LANGUAGES) {
        expect(c.title[language]?.trim()).toBeTruthy();
        expect(c.description[language]?.trim()).toBeTruthy();
      }
      expect(c.title.es).not.toBe(c.title.en);
      expect(c.description.es).not.toBe(c.description.en);
    }
  });
});

describe('challenge texts', () => {
  const fiveDated: ChallengeRule = { fact: 'ancestor_added', measure: 'count', withBirthDate: true, target: 5, perDay: 20 };

  it('says the goal and what is left in English', () => {
    expect(goalText('en', fiveDated)).toBe('Add 5 ancestors with a birth date');
    expect(remainingText('en', fiveDated, 2)).toBe('2 more ancestors with a birth date');
    expect(remainingText('en', fiveDated, 1)).toBe('1 more ancestor with a birth date');
    expect(remainingText('en', fiveDated, 0)).toBe('');
    expect(goalText('en', byKey.get('moment-week')!.requirement)).toBe('Answer the daily moment 7 days in a row');
    expect(remainingText('en', byKey.get('moment-week')!.requirement, 3)).toBe('3 more days in a row');
  });

  it('puts every rule of the catalogue in Spanish', () => {
    expect(goalText('es', fiveDated)).toBe('Añade 5 antepasados con fecha de nacimiento');
    expect(remainingText('es', fiveDated, 2)).toBe('Faltan 2 antepasados con fecha de nacimiento');
    for (const { key, requirement } of catalogue) {
      const goal = goalText('es', requirement);
      const left = remainingText('es', requirement, 2);
      expect([key, goal]).not.toEqual([key, goalText('en', requirement)]);
      expect([key, left]).not.toEqual([key, remainingText('en', requirement, 2)]);
      expect(goal).toContain(String(requirement.target));
      expect(left).toContain('2');
      expect(goal).not.toMatch(/challenges:|\{\{/);
      expect(left).not.toMatch(/challenges:|\{\{/);
    }
  });

  it('names every badge in every language and has its picture', () => {
    expect(Object.keys(BADGE_NAMES).sort()).toEqual([...badges].sort());
    for (const badge of badges) {
      expect(badgeName('en', badge)).not.toBe(badge);
      expect(badgeName('es', badge)).not.toBe(badge);
      expect(badgeName('es', badge)).not.toBe(badgeName('en', badge));
      expect(existsSync(path.join(pictures, `${badge}.svg`))).toBe(true);
    }
    expect(badgeName('en', 'no-such-badge')).toBe('no-such-badge');
    expect(badgeName('en', 'constructor')).toBe('constructor');
  });

  it('names the features challenges unlock', () => {
    expect(unlockName('en', 'chart_gold_frame')).toBe('Gold frame for your card in the tree chart');
    expect(unlockName('es', 'chart_heritage_style')).toBe('Estilo de época para el gráfico del árbol');
  });
});

describe('badge pictures', () => {
  it.each(badges)('%s is a small, self-contained, labelled SVG', (badge) => {
    const file = path.join(pictures, `${badge}.svg`);
    const svg = readFileSync(file, 'utf8');
    expect(Buffer.byteLength(svg)).toBeLessThan(2048);
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toMatch(/viewBox="0 0 96 96"/);
    expect(svg).toMatch(/role="img"/);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    expect(svg).not.toMatch(/<script|<foreignObject|\son\w+=|href=|url\(\s*['"]?(?!#)|@import/i);
  });

  it('are all different', () => {
    const contents = badges.map((b) => readFileSync(path.join(pictures, `${b}.svg`), 'utf8'));
    expect(new Set(contents).size).toBe(badges.length);
  });
});
