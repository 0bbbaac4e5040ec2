import { kinshipName, type Sex } from '../../family/index.ts';

/**
 * Relationship keys: stable strings naming a blood relationship from the first person's side, the
 * way the family tree's relationship calculator names it (family/kinship/kinship.ts) in English for
 * a person of unstated sex, made into a slug: "parent", "grandchild", "3x-great-grandparent",
 * "sibling", "half-sibling", "uncle-or-aunt", "half-great-uncle-or-great-aunt",
 * "grandnephew-or-grandniece", "first-cousin", "half-second-cousin-once-removed". The UI translates
 * them; the DNA code only compares them.
 *
 * A relationship is also described by generations: `up` is how many generations the first person
 * is below the nearest common ancestor(s), `down` the second person; `half` when they descend from
 * one common ancestor rather than a couple (which only changes anything for collateral relatives).
 */

/** A relationship key (see this file's comment). */
export type RelationshipKey = string;

/** A blood relationship in generations. */
export interface Kinship {
  up: number;
  down: number;
  half: boolean;
}



/** The English name the relationship calculator gives (family/kinship, kinshipName), so that its output maps back to a key. */
const calculatorName = (up: number, down: number, sex: Sex, half: boolean) => kinshipName(up, down, sex, half, 'en');

const slug = (name: string) => name.toLowerCase().replace(/×\s*/g, 'x-').replace(/\s+/g, '-');

/** Whether the two descend from the common ancestor(s) on different lines (neither is the other's ancestor). */
const collateral = (k: Kinship) => k.up > 0 && k.down > 0;

/**
 * The key of a relationship given in generations (see this file's comment); null for the same
 * person. `half` is ignored for direct ancestors and descendants.
 */
export function relationshipKey(up: number, down: number, half = false): RelationshipKey | null {
  if (!Number.isInteger(up) || !Number.isInteger(down) || up < 0 || down < 0 || (up === 0 && down === 0)) return null;
  return slug(calculatorName(up, down, 'other', half && up > 0 && down > 0));
}

/**
 * Maps the relationship calculator's facts about two members (family/kinship/kinship.repository.ts:
 * generations up and down to the nearest common ancestors, and how many ancestors share that
 * generation: 2 for a couple, 1 for a single ancestor) to a key. The calculator itself only says
 * "half-" for siblings; here one shared ancestor makes any collateral relationship half.
 */
export function relationshipKeyFromKinship(facts: { up: number; down: number; shared?: number }): RelationshipKey | null {
  return relationshipKey(facts.up, facts.down, facts.shared === 1);
}

const MAX_GENERATIONS = 14;
let byName: Map<string, RelationshipKey> | null = null;

/**
 * Maps a name the relationship calculator produced in English ("second cousin once removed",
 * "grandmother", "half-brother", "great-uncle", "3× great-grandson") to its key; null for a name
 * that is not a blood relationship it can produce (partners, in-laws, a cousin recorded without
 * the people in between).
 */
export function relationshipKeyFromName(name: string): RelationshipKey | null {
  if (!byName) {
    byName = new Map();
    for (let up = 0; up <= MAX_GENERATIONS; up++) {
      for (let down = 0; down <= MAX_GENERATIONS; down++) {
        if (up === 0 && down === 0) continue;
        for (const half of [false, true]) {
          const key = relationshipKey(up, down, half)!;
          for (const sex of ['male', 'female', 'other'] as const) byName.set(calculatorName(up, down, sex, half && up > 0 && down > 0).toLowerCase(), key);
        }
      }
    }
  }
  return byName.get(name.trim().toLowerCase().replace(/\s+/g, ' ')) ?? null;
}

let byKey: Map<RelationshipKey, Kinship> | null = null;

/**
 * The generations behind a key; null for a string that is no key. Removed cousins are named alike
 * both ways: their key reads back with the first person nearer the common ancestor (up < down).
 */
export function kinshipOfKey(key: RelationshipKey): Kinship | null {
  if (!byKey) {
    byKey = new Map();
    for (let up = 0; up <= MAX_GENERATIONS; up++) {
      for (let down = 0; down <= MAX_GENERATIONS; down++) {
        for (const half of [false, true]) {
          const k = relationshipKey(up, down, half);
          if (k && !byKey.has(k)) byKey.set(k, { up, down, half: half && up > 0 && down > 0 });
        }
      }
    }
  }
  return byKey.get(key) ?? null;
}

/**
 * The share of the genome two relatives are expected to have in common, counted as one copy
 * (parent and child: 1/2; full siblings: 1/2; half siblings, grandparents, aunts: 1/4; first
 * cousins: 1/8): a direct line halves it each generation; a collateral pair descends from a
 * couple (two routes) or a single ancestor (one route), each route worth 1/2 per generation.
 */
export function expectedSharedFraction(k: Kinship): number {
  const generations = k.up + k.down;
  if (!collateral(k)) return 0.5 ** generations;
  return (k.half ? 1 : 2) * 0.5 ** generations;
}
