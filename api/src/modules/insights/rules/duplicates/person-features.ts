import type { GenealogyDate } from '../../../../../../shared/dates/index.ts';
import { dayNumber, MAX_PLACED_SPAN_YEARS } from '../day-arithmetic.ts';
import { firstGivenName, fold } from '../text-folding.ts';
import { indexTree, partnerIn } from '../tree-index.ts';
import type { SnapshotPerson, TreeSnapshot } from '../tree-snapshot.ts';
import { canonicalFirstName } from './name-variants.ts';
import { soundKey } from './sound-key.ts';

/** A date as the duplicate search compares it: its span as day numbers, and its day when exact. */
export interface DateFeature {
  /** First and last day numbers it can mean; null where open. */
  first: number | null;
  last: number | null;
  /** The one ISO day it means, when it means one. */
  exact: string | null;
  /** Both ends known and at most 25 years apart: narrow enough to sort people by. */
  placed: boolean;
}

/** What the duplicate search reads of a person, worked out once. */
export interface PersonFeatures {
  person: SnapshotPerson;
  /** The first given name and the surname, folded (surname without spaces: van der Berg → vanderberg). */
  first: string;
  surname: string;
  /** The first name's usual form (bill → william). */
  canonicalFirst: string;
  firstKey: string;
  surnameKey: string;
  /** How many people of the tree have a name of the same sound (first name and surname): how common it is. */
  nameCount: number;
  birth: DateFeature | null;
  death: DateFeature | null;
  place: string;
  parents: string[];
  partners: string[];
}

const SPAN_LIMIT_DAYS = MAX_PLACED_SPAN_YEARS * 366;

function dateFeature(date: GenealogyDate | null): DateFeature | null {
  if (!date || (!date.earliest && !date.latest)) return null;
  const first = date.earliest ? dayNumber(date.earliest) : null;
  const last = date.latest ? dayNumber(date.latest) : null;
  return {
    first,
    last,
    exact: date.earliest && date.earliest === date.latest ? date.earliest : null,
    placed: first !== null && last !== null && last - first <= SPAN_LIMIT_DAYS,
  };
}

/** A folded surname as compared: without spaces, Mc written Mac (McDonald, MacDonald). */
export function surnameFolded(lastName: string): string {
  return fold(lastName).replace(/ /g, '').replace(/^mc/, 'mac');
}

/** A function of text that works each distinct text out once: names and places repeat. */
function remembered<T>(work: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    let value = known.get(text);
    if (value === undefined) known.set(text, (value = work(text)));
    return value;
  };
}

/** The features of every person of a snapshot, in its order. */
export function featuresOf(snapshot: TreeSnapshot): PersonFeatures[] {
  const tree = indexTree(snapshot);
  const firstNameOf = remembered((text) => {
    const first = firstGivenName(text);
    const canonicalFirst = canonicalFirstName(first);
    return { first, canonicalFirst, firstKey: soundKey(canonicalFirst) };
  });
  const surnameOf = remembered((text) => {
    const surname = surnameFolded(text);
    return { surname, surnameKey: soundKey(surname) };
  });
  const placeOf = remembered(fold);
  const features = snapshot.people.map((person) => ({
    person,
    ...firstNameOf(person.firstName),
    ...surnameOf(person.lastName),
    birth: dateFeature(person.birth),
    death: dateFeature(person.death),
    place: person.birthPlace ? placeOf(person.birthPlace) : '',
    parents: (tree.parentsOf.get(person.id) ?? []).map((link) => link.parentId),
    partners: (tree.partnersOf.get(person.id) ?? []).map((link) => partnerIn(link, person.id)),
    nameCount: 0,
  }));
  const counts = new Map<string, number>();
  const soundOf = (f: PersonFeatures) => `${f.surnameKey} ${f.firstKey}`;
  for (const f of features) counts.set(soundOf(f), (counts.get(soundOf(f)) ?? 0) + 1);
  for (const f of features) f.nameCount = counts.get(soundOf(f))!;
  return features;
}
