/**
 * Simulated families: founders (unrelated people of one population) and their descendants, each
 * child made of one meiosis from each parent along the genetic map. The X follows sex: a mother
 * passes a recombined X to every child, a father his own X to his daughters and none to his sons;
 * the Y goes from father to son and the mitochondria from mother to child.
 */
import { CHROMOSOMES, X_CHROMOSOME } from '../../src/modules/dna/genetics/genotypes.ts';
import { gamete, wholeHaplotype, type ChromosomePair } from './inheritance.ts';
import { createRng, type SeedPart } from './random.ts';

export type Sex = 'male' | 'female';

/** One person of a pedigree: parents by name, both or neither (a missing one is made a founder). */
export interface PersonSpec {
  name: string;
  sex: Sex;
  father?: string;
  mother?: string;
}

/** A simulated person. */
export interface SimPerson {
  name: string;
  sex: Sex;
  father: SimPerson | null;
  mother: SimPerson | null;
  /** Index among the family's founders, or null for a descendant. */
  founder: number | null;
  /** Per chromosome 1–23 (index 0 unused). Founder f's haplotypes have ids 2f (maternal) and 2f + 1. */
  chromosomes: ChromosomePair[];
  /** The founder whose Y a male carries; null for a female. */
  yLine: number | null;
  /** The founder whose mitochondria the person carries. */
  mtLine: number;
}

/** A simulated family. */
export interface SimFamily {
  seed: SeedPart;
  /** Everyone, parents before children (founders made for a missing parent included). */
  people: SimPerson[];
  founders: SimPerson[];
  /** The person of that name (throws for an unknown name). */
  person(name: string): SimPerson;
}

/** How a family is simulated. */
export interface FamilyOptions {
  /** The same seed and pedigree give the same genomes; 1 unless told. */
  seed?: SeedPart;
}

/**
 * Simulates a pedigree. People may be listed in any order; a child with only one parent named
 * gets an unrelated founder for the other ("<name>'s father" or "<name>'s mother"). Each
 * person's meioses are seeded by the family's seed and the person's name, and each founder's
 * genome by the seed and the founder's name, so adding a relative changes no one else.
 */
export function buildFamily(specs: readonly PersonSpec[], options: FamilyOptions = {}): SimFamily {
  const seed = options.seed ?? 1;
  const byName = new Map<string, SimPerson>();
  const people: SimPerson[] = [];
  const founders: SimPerson[] = [];
  const pending = new Map(specs.map((spec) => [spec.name, completeParents(spec)]));
  if (pending.size !== specs.length) throw new Error('Two people of the pedigree have the same name');
  for (const spec of [...pending.values()]) {
    for (const [parent, sex] of [
      [spec.father, 'male'],
      [spec.mother, 'female'],
    ] as const) {
      if (parent === undefined || pending.has(parent)) continue;
      const made = `${spec.name}'s ${sex === 'male' ? 'father' : 'mother'}`;
      if (parent !== made) throw new Error(`${made}, ${parent}, is not in the pedigree`);
      pending.set(parent, { name: parent, sex });
    }
  }

  const founderOf = (spec: PersonSpec): SimPerson => {
    const index = founders.length;
    const chromosomes: ChromosomePair[] = [];
    for (const chromosome of CHROMOSOMES) {
      const male = spec.sex === 'male' && chromosome === X_CHROMOSOME;
      chromosomes[chromosome] = { maternal: wholeHaplotype(2 * index), paternal: male ? null : wholeHaplotype(2 * index + 1) };
    }
    const person: SimPerson = { name: spec.name, sex: spec.sex, father: null, mother: null, founder: index, chromosomes, yLine: spec.sex === 'male' ? index : null, mtLine: index };
    founders.push(person);
    return person;
  };

  const childOf = (spec: PersonSpec, father: SimPerson, mother: SimPerson): SimPerson => {
    if (father.sex !== 'male') throw new Error(`${spec.name}'s father ${father.name} is not male`);
    if (mother.sex !== 'female') throw new Error(`${spec.name}'s mother ${mother.name} is not female`);
    const rng = createRng(seed, 'meiosis', spec.name);
    const chromosomes: ChromosomePair[] = [];
    for (const chromosome of CHROMOSOMES) {
      const maternal = gamete(rng, mother.chromosomes[chromosome]!, chromosome);
      let paternal = null;
      if (chromosome !== X_CHROMOSOME) paternal = gamete(rng, father.chromosomes[chromosome]!, chromosome);
      else if (spec.sex === 'female') paternal = father.chromosomes[chromosome]!.maternal;
      chromosomes[chromosome] = { maternal, paternal };
    }
    return { name: spec.name, sex: spec.sex, father, mother, founder: null, chromosomes, yLine: spec.sex === 'male' ? father.yLine : null, mtLine: mother.mtLine };
  };

  // Parents first: repeat over those whose parents are made, until none is left.
  while (pending.size > 0) {
    let progressed = false;
    for (const [name, spec] of pending) {
      const father = spec.father === undefined ? null : byName.get(spec.father);
      const mother = spec.mother === undefined ? null : byName.get(spec.mother);
      if (father === undefined || mother === undefined) continue;
      const person = father && mother ? childOf(spec, father, mother) : founderOf(spec);
      byName.set(name, person);
      people.push(person);
      pending.delete(name);
      progressed = true;
    }
    if (!progressed) throw new Error(`The pedigree has a loop among ${[...pending.keys()].join(', ')}`);
  }

  return {
    seed,
    people,
    founders,
    person(name) {
      const person = byName.get(name);
      if (!person) throw new Error(`No one called ${name} in the family`);
      return person;
    },
  };
}

/** The spec with a made-up founder for a missing parent when only one is named. */
function completeParents(spec: PersonSpec): PersonSpec {
  if ((spec.father === undefined) === (spec.mother === undefined)) return { ...spec };
  return { ...spec, father: spec.father ?? `${spec.name}'s father`, mother: spec.mother ?? `${spec.name}'s mother` };
}
