import { readGedcom } from '../reader/index.ts';
import { planImport } from './plan-import.ts';

const PEOPLE = 100_000;
const FAMILIES = PEOPLE / 2;

/**
 * A generated tree: family k joins persons 2k+1 and 2k+2 and has persons 2k+3 and 2k+4 as children,
 * so the file is one line of 50,000 generations, the worst case for walking up the ancestry.
 */
function bigFile(people: number): string {
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

test('plans 100,000 people and 50,000 families in about a second, not in a time that grows with the square of the file', () => {
  // A small file first, so the time measured is the plan's and not the compiler's warming up.
  planImport(readGedcom(new TextEncoder().encode(bigFile(2_000))));
  const read = readGedcom(new TextEncoder().encode(bigFile(PEOPLE)));
  const cpu = process.cpuUsage();
  const started = performance.now();
  const plan = planImport(read);
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const took = (used.user + used.system) / 1000;
  console.log(`planImport: ${PEOPLE} people, ${FAMILIES} families in ${wall.toFixed(0)} ms (${took.toFixed(0)} ms of CPU)`);
  expect([plan.people.length, plan.families.length, plan.report]).toEqual([PEOPLE, FAMILIES, []]);
  expect(plan.families.at(-1)).toMatchObject({ partners: ['@I99999@', '@I100000@'], children: [] });
  expect(plan.families[0].children.map((c) => c.xref)).toEqual(['@I3@', '@I4@']);
  // The process's own CPU time (on a machine busy with other test workers the clock also counts their
  // turns; the garbage collector's threads count here too): about 1.1 s; twice the file would be four
  // times that if anything grew with its square.
  expect(took).toBeLessThan(3000);
});
