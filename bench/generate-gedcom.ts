// A GEDCOM 5.5.1 file of N people as genealogy programs write them: couples with two or three
// children over generations, names, sex, birth and death with dates (exact, about, between) and
// places, occupations, notes, a source citation on some births, a _UID per person, and a few
// SOUR and NOTE records. Deterministic for a given size.

const GIVEN_M = ['John', 'William', 'James', 'George', 'Charles', 'Thomas', 'Henry', 'Joseph', 'Edward', 'Samuel', 'José', 'Łukasz'];
const GIVEN_F = ['Mary', 'Elizabeth', 'Sarah', 'Anna', 'Margaret', 'Emma', 'Alice', 'Jane', 'Catherine', 'Ruth', 'Zoë', 'Ágnes'];
const SURNAMES = ['Smith', 'Brown', 'Taylor', 'Wilson', 'Rivera', 'Müller', 'Kowalski', 'Novak', 'García', 'Dubois', 'Rossi', 'Jensen'];
const PLACES = ['London, England', 'Boston, Massachusetts, USA', 'Kraków, Poland', 'Lyon, France', 'Sevilla, Spain', 'Bergen, Norway'];
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const JOBS = ['Farmer', 'Blacksmith', 'Teacher', 'Weaver', 'Merchant', 'Nurse', 'Miller', 'Carpenter'];

/** A small deterministic random number generator (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GeneratedGedcom {
  text: string;
  people: number;
  families: number;
}

/** Generates a file of exactly `people` people. */
export function generateGedcom(people: number, seed = 1): GeneratedGedcom {
  const rnd = random(seed);
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)];
  const out: string[] = ['0 HEAD', '1 SOUR KinfolkBench', '2 VERS 1.0', '1 GEDC', '2 VERS 5.5.1', '2 FORM LINEAGE-LINKED', '1 CHAR UTF-8', '0 @S1@ SOUR', '1 TITL Parish registers', '0 @N1@ NOTE Shared note about the family', '1 CONT spanning two lines'];
  const born: number[] = [];
  const famOf: string[][] = [];
  const famc: string[] = [];
  let families = 0;
  const person = (i: number, sex: 'M' | 'F', year: number, surname: string) => {
    const given = sex === 'M' ? pick(GIVEN_M) : pick(GIVEN_F);
    const lines = [`0 @I${i}@ INDI`, `1 NAME ${given} /${surname}/`, `2 GIVN ${given}`, `2 SURN ${surname}`, `1 SEX ${sex}`, `1 _UID ${(seed * 1e9 + i).toString(16).padStart(32, '0')}`];
    const form = rnd();
    const date = form < 0.7 ? `${1 + Math.floor(rnd() * 28)} ${pick(MONTHS)} ${year}` : form < 0.85 ? `ABT ${year}` : form < 0.95 ? `BET ${year - 1} AND ${year + 1}` : `${pick(MONTHS)} ${year}`;
    lines.push('1 BIRT', `2 DATE ${date}`, `2 PLAC ${pick(PLACES)}`);
    if (rnd() < 0.3) lines.push('2 SOUR @S1@', `3 PAGE Entry ${i}`);
    if (year < 1940) lines.push('1 DEAT', `2 DATE ${1 + Math.floor(rnd() * 28)} ${pick(MONTHS)} ${year + 40 + Math.floor(rnd() * 45)}`, `2 PLAC ${pick(PLACES)}`);
    if (rnd() < 0.4) lines.push(`1 OCCU ${pick(JOBS)}`);
    const note = rnd();
    if (note < 0.1) lines.push('1 NOTE @N1@');
    else if (note < 0.2) lines.push('1 NOTE Remembered as kind and hard-working.');
    born[i] = year;
    return lines;
  };

  // Generation by generation: each couple of the previous generation has 2–3 children; new partners marry in.
  const records = new Map<number, string[]>();
  let next = 1;
  let generation: number[] = [];
  const startYear = 1700;
  while (next <= people && generation.length < 2) {
    const surname = pick(SURNAMES);
    records.set(next, person(next, 'M', startYear, surname));
    records.set(next + 1, person(next + 1, 'F', startYear + 2, pick(SURNAMES)));
    generation.push(next, next + 1);
    next += 2;
  }
  while (next <= people) {
    const nextGeneration: number[] = [];
    for (let k = 0; k + 1 < generation.length && next <= people; k += 2) {
      const [husband, wife] = [generation[k], generation[k + 1]];
      families += 1;
      const fam = `F${families}`;
      const year = Math.max(born[husband], born[wife]) + 25;
      famOf[families] = [`0 @${fam}@ FAM`, `1 HUSB @I${husband}@`, `1 WIFE @I${wife}@`, '1 MARR', `2 DATE ${year - 2}`, `2 PLAC ${pick(PLACES)}`];
      records.get(husband)!.push(`1 FAMS @${fam}@`);
      records.get(wife)!.push(`1 FAMS @${fam}@`);
      const surname = /\/(.*)\//.exec(records.get(husband)![1])![1];
      const children = 2 + (rnd() < 0.5 ? 1 : 0);
      for (let c = 0; c < children && next <= people; c++) {
        const sex = rnd() < 0.5 ? 'M' : 'F';
        records.set(next, person(next, sex, year + c * 2, surname));
        records.get(next)!.push(`1 FAMC @${fam}@`);
        famOf[families].push(`1 CHIL @I${next}@`);
        famc[next] = fam;
        // Each child marries someone from outside the file's families.
        if (next + 1 <= people) {
          const spouse = next + 1;
          records.set(spouse, person(spouse, sex === 'M' ? 'F' : 'M', year + c * 2 + 1, pick(SURNAMES)));
          nextGeneration.push(sex === 'M' ? next : spouse, sex === 'M' ? spouse : next);
          next += 2;
        } else next += 1;
      }
    }
    if (nextGeneration.length < 2) break;
    generation = nextGeneration;
  }
  for (let i = 1; i < next; i++) out.push(...records.get(i)!);
  for (let f = 1; f <= families; f++) out.push(...famOf[f]);
  out.push('0 TRLR', '');
  return { text: out.join('\n'), people: next - 1, families };
}

/**
 * The worst case for walking up an ancestry: family k joins persons 2k+1 and 2k+2 and has persons
 * 2k+3 and 2k+4 as children, so the file is one line of `people / 2` generations.
 */
export function generateLineage(people: number): string {
  const families = people / 2;
  const lines = ['0 HEAD', '1 SOUR Kinfolk', '1 GEDC', '2 VERS 5.5.1', '1 CHAR UTF-8'];
  for (let n = 1; n <= people; n++) {
    lines.push(`0 @I${n}@ INDI`, `1 NAME Person${n} /Family${n % 997}/`, `1 SEX ${n % 2 ? 'M' : 'F'}`, '1 BIRT', `2 DATE ABT ${1000 + (n % 1000)}`, `2 PLAC Town ${n % 311}`);
    if (n % 3 === 0) lines.push('1 DEAT', `2 DATE ${1050 + (n % 1000)}`);
    if (n > 2) lines.push(`1 FAMC @F${Math.floor((n - 3) / 2)}@`);
    if (Math.floor((n - 1) / 2) < families) lines.push(`1 FAMS @F${Math.floor((n - 1) / 2)}@`);
    lines.push(`1 NOTE Note for person ${n}`, `1 _UID ${n.toString(16).padStart(32, '0')}`);
  }
  for (let k = 0; k < families; k++) {
    lines.push(`0 @F${k}@ FAM`, `1 HUSB @I${2 * k + 1}@`, `1 WIFE @I${2 * k + 2}@`, '1 MARR', `2 DATE ${1020 + (k % 1000)}`);
    for (const child of [2 * k + 3, 2 * k + 4]) if (child <= people) lines.push(`1 CHIL @I${child}@`);
  }
  lines.push('0 TRLR');
  return lines.join('\n');
}
