import { relationshipSentence, type RelationshipEdge } from './relationshipSentences';

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
