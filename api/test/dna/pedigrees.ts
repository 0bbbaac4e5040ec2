/**
 * Ready-made pedigrees for `buildFamily`. In each, Ada (female) and Ben (male) are the pair whose
 * relationship the pedigree is about.
 */
import type { PersonSpec } from './family.ts';

/** A father, a mother and their daughter Ada: Dad–Ada and Mum–Ada are parent and child. */
export function parentAndChild(): PersonSpec[] {
  return [
    { name: 'Dad', sex: 'male' },
    { name: 'Mum', sex: 'female' },
    { name: 'Ada', sex: 'female', father: 'Dad', mother: 'Mum' },
  ];
}

/** Full siblings Ada, Ben and Cleo with their parents Dad and Mum. */
export function siblings(): PersonSpec[] {
  return [
    ...parentAndChild(),
    { name: 'Ben', sex: 'male', father: 'Dad', mother: 'Mum' },
    { name: 'Cleo', sex: 'female', father: 'Dad', mother: 'Mum' },
  ];
}

/** Paternal half-siblings: Ada (Dad and Mum) and Ben (Dad and Jane). */
export function halfSiblings(): PersonSpec[] {
  return [
    ...parentAndChild(),
    { name: 'Jane', sex: 'female' },
    { name: 'Ben', sex: 'male', father: 'Dad', mother: 'Jane' },
  ];
}

/**
 * Three generations, ten people: grandparents George and Mary; their children Alice and Charles
 * with their spouses Bob and Diana; the grandchildren Ada and Cora (Alice and Bob's) and Ben and
 * Dan (Charles and Diana's). Ada and Ben are first cousins, Ada and Cora sisters, Ada and Charles
 * niece and uncle, George and Ada grandfather and granddaughter.
 */
export function threeGenerations(): PersonSpec[] {
  return [
    { name: 'George', sex: 'male' },
    { name: 'Mary', sex: 'female' },
    { name: 'Alice', sex: 'female', father: 'George', mother: 'Mary' },
    { name: 'Charles', sex: 'male', father: 'George', mother: 'Mary' },
    { name: 'Bob', sex: 'male' },
    { name: 'Diana', sex: 'female' },
    { name: 'Ada', sex: 'female', father: 'Bob', mother: 'Alice' },
    { name: 'Cora', sex: 'female', father: 'Bob', mother: 'Alice' },
    { name: 'Ben', sex: 'male', father: 'Charles', mother: 'Diana' },
    { name: 'Dan', sex: 'male', father: 'Charles', mother: 'Diana' },
  ];
}

/** Options of `cousins`. */
export interface CousinOptions {
  /** Generations Ben stands below Ada (once removed = 1); 0 unless told. */
  removed?: number;
  /** Descend from one common ancestor only (Adam, by Eve on Ada's side and by Lilith on Ben's). */
  half?: boolean;
}

/**
 * Ada and Ben as cousins of a degree (1 = first cousins, 3 = third cousins), descending from Adam
 * and Eve through two lines: Ada's through daughters (A1, A2, …, each with a husband), Ben's
 * through sons (B1, B2, …, each with a wife).
 */
export function cousins(degree: number, options: CousinOptions = {}): PersonSpec[] {
  if (!Number.isInteger(degree) || degree < 1) throw new Error('Cousins are of degree 1 or more');
  const removed = options.removed ?? 0;
  const people: PersonSpec[] = [
    { name: 'Adam', sex: 'male' },
    { name: 'Eve', sex: 'female' },
  ];
  if (options.half) people.push({ name: 'Lilith', sex: 'female' });
  const line = (prefix: 'A' | 'B', generations: number, last: PersonSpec) => {
    let father = 'Adam';
    let mother = prefix === 'B' && options.half ? 'Lilith' : 'Eve';
    for (let g = 1; g <= generations; g += 1) {
      const name = `${prefix}${g}`;
      const female = prefix === 'A';
      const spouse = `${name}'s ${female ? 'husband' : 'wife'}`;
      people.push({ name, sex: female ? 'female' : 'male', father, mother }, { name: spouse, sex: female ? 'male' : 'female' });
      [father, mother] = female ? [spouse, name] : [name, spouse];
    }
    people.push({ ...last, father, mother });
  };
  line('A', degree, { name: 'Ada', sex: 'female' });
  line('B', degree + removed, { name: 'Ben', sex: 'male' });
  return people;
}
