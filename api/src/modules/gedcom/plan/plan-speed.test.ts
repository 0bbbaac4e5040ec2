import { readGedcom } from '../reader/index.ts';
import { planImport } from './plan-import.ts';
import { breakCycles } from './cycles.ts';
import { childLinks } from './graph.ts';
import { linkFamilies } from './links.ts';
import { sortRecords } from './records.ts';
import { generateLineage } from '../../../../../bench/generate-gedcom.ts';

const PEOPLE = 100_000;
const FAMILIES = PEOPLE / 2;

// Counted in steps, not seconds: the plan is checked on the worst case for walking up the ancestry,
// and that walk is counted link by link. How fast a file is planned is measured by
// `npm run bench:gedcom` (the README's figures, and this very file's plan); a file this size also
// ends within the test's time only if nothing grows with its square.
test('plans 100,000 people and 50,000 families in one line of generations, every link kept', () => {
  const plan = planImport(readGedcom(new TextEncoder().encode(generateLineage(PEOPLE))));
  expect([plan.people.length, plan.families.length, plan.report]).toEqual([PEOPLE, FAMILIES, []]);
  expect(plan.families.at(-1)).toMatchObject({ partners: ['@I99999@', '@I100000@'], children: [] });
  expect(plan.families[0].children.map((c) => c.xref)).toEqual(['@I3@', '@I4@']);
  expect(plan.families.reduce((sum, family) => sum + family.children.length, 0)).toBe(PEOPLE - 2);
});

test('looks at each child link a few times while walking up 50,000 generations, not once per descendant', () => {
  const report = () => {};
  const sorted = sortRecords(readGedcom(new TextEncoder().encode(generateLineage(PEOPLE))), report);
  const drafts = linkFamilies(sorted, report);
  const links = childLinks(sorted.people.length, drafts);
  let looked = 0;
  const child = new Proxy(links.child, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) looked++;
      return Reflect.get(target, key, receiver);
    },
  });
  breakCycles(sorted.people.map((person) => person.record.xref), { ...links, child }, drafts, report);
  expect(links.child.filter((link) => link.dropped)).toEqual([]);
  // Each link once per parent and once more to move on, and once again after each parent's walk
  // (about three times here); a walk from every person up to the first generation would be over a
  // billion looks.
  expect(looked).toBeLessThanOrEqual(4 * links.child.length);
});
