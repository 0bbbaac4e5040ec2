import { tIn, tKey, type Language } from '../../i18n.ts';

// What a challenge's rule says in words ("Add 5 ancestors with a birth date", "2 more ancestors with
// a birth date"), its badges' and unlocked features' names. Every key is written out in full: the
// catalogue test (api/src/locales/catalogues.test.ts) can only check keys it can read.

/** The kinds of real contribution a challenge counts (schema: ChallengeFact). */
export const CHALLENGE_FACTS = [
  'person_added',
  'ancestor_added',
  'relationship_added',
  'photo_tagged',
  'memory_added',
  'story_written',
  'story_about_grandparent',
  'relative_joined',
  'connection_made',
  'person_linked',
  'moment_answered',
  'voice_message_sent',
  'voice_story_recorded',
  'achievement_recorded',
  'achievement_celebrated',
  'event_organized',
  'capsule_sealed',
  'tree_imported',
] as const;
export type ChallengeFact = (typeof CHALLENGE_FACTS)[number];

/** Counted, or as days in a row with at least one fact. */
export type ChallengeMeasure = 'count' | 'streak';

/** What a challenge can unlock (schema: UnlockableFeature). */
export const UNLOCKABLE_FEATURES = ['chart_heritage_style', 'chart_gold_frame'] as const;
export type UnlockableFeature = (typeof UNLOCKABLE_FEATURES)[number];

/** What a catalogue challenge asks: a rule over facts, never a number anybody types. */
export interface ChallengeRule {
  fact: ChallengeFact;
  measure: ChallengeMeasure;
  /** Only people with a birth date count (person_added and ancestor_added only). */
  withBirthDate: boolean;
  target: number;
  /** At most this many facts count on one day; null without a cap. */
  perDay: number | null;
}

interface FactTexts {
  goal: string;
  left: string;
  /** For facts about people, which may ask for a birth date. */
  goalDated?: string;
  leftDated?: string;
  /** Only facts with this can be counted as days in a row. */
  streakGoal?: string;
}

export const FACT_TEXTS: Record<ChallengeFact, FactTexts> = {
  person_added: {
    goal: tKey('challenges:goal.person_added'),
    left: tKey('challenges:left.person_added'),
    goalDated: tKey('challenges:goal.person_addedDated'),
    leftDated: tKey('challenges:left.person_addedDated'),
  },
  ancestor_added: {
    goal: tKey('challenges:goal.ancestor_added'),
    left: tKey('challenges:left.ancestor_added'),
    goalDated: tKey('challenges:goal.ancestor_addedDated'),
    leftDated: tKey('challenges:left.ancestor_addedDated'),
  },
  relationship_added: { goal: tKey('challenges:goal.relationship_added'), left: tKey('challenges:left.relationship_added') },
  photo_tagged: { goal: tKey('challenges:goal.photo_tagged'), left: tKey('challenges:left.photo_tagged') },
  memory_added: { goal: tKey('challenges:goal.memory_added'), left: tKey('challenges:left.memory_added') },
  story_written: { goal: tKey('challenges:goal.story_written'), left: tKey('challenges:left.story_written') },
  story_about_grandparent: { goal: tKey('challenges:goal.story_about_grandparent'), left: tKey('challenges:left.story_about_grandparent') },
  relative_joined: { goal: tKey('challenges:goal.relative_joined'), left: tKey('challenges:left.relative_joined') },
  connection_made: { goal: tKey('challenges:goal.connection_made'), left: tKey('challenges:left.connection_made') },
  person_linked: { goal: tKey('challenges:goal.person_linked'), left: tKey('challenges:left.person_linked') },
  moment_answered: {
    goal: tKey('challenges:goal.moment_answered'),
    left: tKey('challenges:left.moment_answered'),
    streakGoal: tKey('challenges:goal.streak.moment_answered'),
  },
  voice_message_sent: { goal: tKey('challenges:goal.voice_message_sent'), left: tKey('challenges:left.voice_message_sent') },
  voice_story_recorded: { goal: tKey('challenges:goal.voice_story_recorded'), left: tKey('challenges:left.voice_story_recorded') },
  achievement_recorded: { goal: tKey('challenges:goal.achievement_recorded'), left: tKey('challenges:left.achievement_recorded') },
  achievement_celebrated: { goal: tKey('challenges:goal.achievement_celebrated'), left: tKey('challenges:left.achievement_celebrated') },
  event_organized: { goal: tKey('challenges:goal.event_organized'), left: tKey('challenges:left.event_organized') },
  capsule_sealed: { goal: tKey('challenges:goal.capsule_sealed'), left: tKey('challenges:left.capsule_sealed') },
  tree_imported: { goal: tKey('challenges:goal.tree_imported'), left: tKey('challenges:left.tree_imported') },
};

/** Days in a row read the same whatever the fact. */
const STREAK_LEFT = tKey('challenges:left.streak');

/** Whether a rule can be put in words: days in a row only for facts with a streak text, a birth date only for people. */
export function isSupportedRule(rule: ChallengeRule): boolean {
  const texts = FACT_TEXTS[rule.fact];
  if (!texts) return false;
  if (rule.measure === 'streak' && !texts.streakGoal) return false;
  if (rule.withBirthDate && !texts.goalDated) return false;
  return true;
}

/** The rule as a goal: "Add 5 ancestors with a birth date". */
export function goalText(language: Language, rule: ChallengeRule): string {
  const texts = FACT_TEXTS[rule.fact];
  const key = rule.measure === 'streak' && texts.streakGoal ? texts.streakGoal : rule.withBirthDate && texts.goalDated ? texts.goalDated : texts.goal;
  return tIn(language, key, { count: rule.target });
}

/** What is still missing: "2 more ancestors with a birth date"; empty once nothing is. */
export function remainingText(language: Language, rule: ChallengeRule, left: number): string {
  if (left <= 0) return '';
  const texts = FACT_TEXTS[rule.fact];
  const key = rule.measure === 'streak' ? STREAK_LEFT : rule.withBirthDate && texts.leftDated ? texts.leftDated : texts.left;
  return tIn(language, key, { count: left });
}

/** The catalogue's badges (catalogue/challenges.json), each with its name's key and a picture in web/public/badges. */
export const BADGE_NAMES: Record<string, string> = {
  'root-seeker': tKey('challenges:badge.root-seeker'),
  'branch-builder': tKey('challenges:badge.branch-builder'),
  'family-weaver': tKey('challenges:badge.family-weaver'),
  'ancestor-hunter': tKey('challenges:badge.ancestor-hunter'),
  'family-forest': tKey('challenges:badge.family-forest'),
  'face-finder': tKey('challenges:badge.face-finder'),
  'memory-keeper': tKey('challenges:badge.memory-keeper'),
  'memory-archivist': tKey('challenges:badge.memory-archivist'),
  storyteller: tKey('challenges:badge.storyteller'),
  'living-voice': tKey('challenges:badge.living-voice'),
  'grandparents-tale': tKey('challenges:badge.grandparents-tale'),
  'family-chronicler': tKey('challenges:badge.family-chronicler'),
  'saga-keeper': tKey('challenges:badge.saga-keeper'),
  'kindred-spirit': tKey('challenges:badge.kindred-spirit'),
  'warm-hello': tKey('challenges:badge.warm-hello'),
  'open-door': tKey('challenges:badge.open-door'),
  'link-maker': tKey('challenges:badge.link-maker'),
  'family-gatherer': tKey('challenges:badge.family-gatherer'),
  'archive-opener': tKey('challenges:badge.archive-opener'),
  'proud-relative': tKey('challenges:badge.proud-relative'),
  cheerleader: tKey('challenges:badge.cheerleader'),
  'hall-of-fame': tKey('challenges:badge.hall-of-fame'),
  'deep-roots': tKey('challenges:badge.deep-roots'),
  'gathering-host': tKey('challenges:badge.gathering-host'),
  'moment-keeper': tKey('challenges:badge.moment-keeper'),
  'time-keeper': tKey('challenges:badge.time-keeper'),
  'tradition-keeper': tKey('challenges:badge.tradition-keeper'),
  'unbroken-thread': tKey('challenges:badge.unbroken-thread'),
};

/** A badge's name; a badge the catalogue no longer names keeps its key rather than vanishing. */
export function badgeName(language: Language, key: string): string {
  const name = Object.hasOwn(BADGE_NAMES, key) ? BADGE_NAMES[key] : undefined;
  return name ? tIn(language, name) : key;
}

const UNLOCK_NAMES: Record<UnlockableFeature, string> = {
  chart_heritage_style: tKey('challenges:unlock.chart_heritage_style'),
  chart_gold_frame: tKey('challenges:unlock.chart_gold_frame'),
};

/** An unlocked feature's name: "Gold frame for your card in the tree chart". */
export function unlockName(language: Language, feature: UnlockableFeature): string {
  return tIn(language, UNLOCK_NAMES[feature]);
}
