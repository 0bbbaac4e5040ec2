import { relationshipFacts, relationshipSentence, type RelationshipEdge } from './relationshipSentences';

const edge = (kind: RelationshipEdge['kind'], extra: Partial<RelationshipEdge> = {}): RelationshipEdge => ({ id: 'r1', kind, fromId: 'a', toId: 'b', ...extra });

describe('relationshipSentence', () => {
  it('names the other person', () => {
    expect(relationshipSentence(edge('parent'), 'a', 'Anne Milbanke')).toBe('Parent of Anne Milbanke');
    expect(relationshipSentence(edge('parent'), 'b', 'Anne Milbanke')).toBe('Child of Anne Milbanke');
    expect(relationshipSentence(edge('partner', { partnerKind: 'married' }), 'a', 'Anne')).toBe('Partner of Anne (married)');
    expect(relationshipSentence(edge('grandparent'), 'a', 'Ada')).toBe('Grandparent of Ada — people in between unknown');
  });

  it('speaks to the viewer when the other person is them', () => {
    expect(relationshipSentence(edge('parent'), 'a', 'Ada Lovelace', true)).toBe('Your parent');
    expect(relationshipSentence(edge('parent'), 'b', 'Ada Lovelace', true)).toBe('Your child');
    expect(relationshipSentence(edge('partner', { partnerKind: 'divorced' }), 'a', 'Ada Lovelace', true)).toBe('Your partner (divorced)');
    expect(relationshipSentence(edge('uncle_aunt'), 'b', 'Ada Lovelace', true)).toBe('Your niece or nephew — people in between unknown');
    expect(relationshipSentence(edge('cousin'), 'a', 'Ada Lovelace', true)).toBe('Your cousin — people in between unknown');
  });
});

describe('relationshipFacts', () => {
  it('tells when and where a partnership began and ended, and how a child belongs to a parent', () => {
    const married = edge('partner', { partnerKind: 'divorced', start: { text: 'about 1850' }, startPlace: 'Dublin', end: { text: '1860' } });
    expect(relationshipFacts(married)).toBe('Married about 1850 in Dublin · Divorced 1860');
    expect(relationshipFacts(edge('partner', { partnerKind: 'partner', start: { text: '1901' } }))).toBe('Began 1901');
    expect(relationshipFacts(edge('parent', { pedigree: 'adopted' }))).toBe('Adopted');
    expect(relationshipFacts(edge('parent', { pedigree: 'birth' }))).toBeNull();
    expect(relationshipFacts(edge('partner', { partnerKind: 'married' }))).toBeNull();
  });
});
