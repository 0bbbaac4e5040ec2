import { withinOneEdit } from './one-edit.ts';

describe('withinOneEdit', () => {
  it.each([
    ['smith', 'smith'],
    ['smith', 'smyth'],
    ['smith', 'smit'],
    ['smit', 'smith'],
    ['jana', 'jna'],
    ['timothy', 'tiimothy'],
    ['john', 'jhon'],
    ['ab', 'ba'],
    ['', 'a'],
  ])('%s and %s are one slip apart at most', (a, b) => expect(withinOneEdit(a, b)).toBe(true));

  it.each([
    ['robert', 'roger'],
    ['smith', 'smythe'],
    ['john', 'joan '],
    ['abc', 'cab'],
    ['anna', 'an'],
    ['maria', 'mario '],
  ])('%s and %s are further apart', (a, b) => expect(withinOneEdit(a, b)).toBe(false));
});
