import { runInRequest } from '../../log.ts';
import { familyInsights, type Insight } from './rules/index.ts';
import { madeTree } from './rules/testing/made-tree.ts';
import { insightSentence, yearsText } from './insight-sentence.ts';

// Every finding of a made tree is told in a sentence in English and in Spanish, naming its people,
// with no placeholder left unfilled.
const tree = madeTree({
  today: '2026-06-10',
  people: {
    rosa: { firstName: 'Rosa', lastName: 'Marín', gender: 'female', birth: '12 JUN 1926', birthPlace: 'Lugo, Galicia' },
    pedro: { firstName: 'Pedro', lastName: 'Marín', gender: 'male', birth: '1920', death: '1990' },
    elena: { firstName: 'Elena', lastName: 'Marín', gender: 'female', birth: '1950', birthPlace: 'Lugo, Galicia' },
    elena2: { firstName: 'Helena', lastName: 'Marin', gender: 'female', birth: '1950', birthPlace: 'Lugo, Galicia' },
    ada: { firstName: 'Ada', lastName: 'Marín', gender: 'female', birth: '1995' },
    nobody: { firstName: 'Tomás', lastName: 'Ruiz', gender: 'male' },
  },
  parents: [
    ['elena', 'rosa'],
    ['elena', 'pedro'],
    ['elena2', 'rosa'],
    ['ada', 'elena'],
    ['ada', 'pedro'],
  ],
  partners: [['rosa', 'pedro', '10 JUN 1946']],
});
const names: Record<string, string> = { rosa: 'Rosa', pedro: 'Pedro', elena: 'Elena', elena2: 'Helena', ada: 'Ada', nobody: 'Tomás' };
const nameOf = (id: string) => names[id] ?? id;
const findings = familyInsights(tree);
const inSpanish = <T>(work: () => T) => runInRequest({ id: 'test', method: 'POST', path: '/graphql', language: 'es' }, work);
const find = (type: Insight['type']) => findings.find((f) => f.type === type);

it('makes findings of many kinds from the made tree', () => {
  expect(new Set(findings.map((f) => f.type)).size).toBeGreaterThanOrEqual(6);
});

it.each(['en', 'es'])('tells every finding in %s, naming its people, with nothing left unfilled', (language) => {
  for (const finding of findings) {
    const sentence = language === 'es' ? inSpanish(() => insightSentence(finding, nameOf)) : insightSentence(finding, nameOf);
    expect({ type: finding.type, sentence }).toEqual({ type: finding.type, sentence: expect.not.stringMatching(/\{\{|\}\}|undefined|NaN|insights:/) });
    // Findings about a generation or the whole family count people without naming them.
    if (!['birth-places', 'common-first-name', 'family-growth'].includes(finding.type)) for (const id of finding.people) expect(sentence).toContain(nameOf(id));
  }
});

it('says the oldest living relative, the anniversary and the possible duplicate as people read them', () => {
  expect(insightSentence(find('oldest-living')!, nameOf)).toMatch(/^Rosa is the oldest living relative in the tree, aged 9\d\.$/);
  const marriage = findings.find((f) => f.type === 'on-this-day' && f.params.event === 'marriage');
  expect(marriage && insightSentence(marriage, nameOf)).toMatch(/^On this day in 1946, 80 years ago: the marriage of (Rosa & Pedro|Pedro & Rosa)\.$/);
  expect(marriage && inSpanish(() => insightSentence(marriage, nameOf))).toMatch(/^Tal día como hoy, en 1946, hace 80 años: el enlace de (Rosa & Pedro|Pedro & Rosa)\.$/);
  const duplicate = find('possible-duplicate');
  expect(duplicate && insightSentence(duplicate, nameOf)).toMatch(/^(Elena and Helena|Helena and Elena) may be the same person: .+\.$/);
});

it('writes a number of years as far as the dates tell it', () => {
  expect(yearsText({ min: 87, max: 87 })).toBe('87');
  expect(yearsText({ min: 87, max: 88 })).toBe('87–88');
  expect(yearsText({ min: 87, max: null })).toBe('at least 87');
  expect(inSpanish(() => yearsText({ min: null, max: 12000 }))).toBe('como mucho 12.000');
});
