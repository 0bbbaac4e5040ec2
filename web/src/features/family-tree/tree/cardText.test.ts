import { inLanguage } from '../../../test/inLanguage';
import { treeNode } from '../test/treeFixtures';
import { fitLine, widthOf } from './cardText';
import { lifeFormsOf, shortDateOf } from './personLabels';

const LIFE = { size: 13, weight: 400 };
/** A living person born on a date as genealogists write it. */
const born = (value: string) => ({ isAlive: true, birth: { value } });

describe('a card’s life line', () => {
  it('comes in shorter forms: the day with the month’s short name, then the year', () => {
    expect(lifeFormsOf(born('30 NOV 1982'))).toEqual(['Born 30 November 1982', 'b. 30 Nov 1982', 'b. 1982']);
    expect(lifeFormsOf(born('ABT 1850'))).toEqual(['Born about 1850', 'b. c. 1850']);
    expect(lifeFormsOf(treeNode('old', 0, { isAlive: false, dateOfBirth: '1921-03-02', dateOfDeath: '2003-05-01' }))).toEqual(['1921 – 2003', '1921–2003']);
    expect(lifeFormsOf(treeNode('nobody', 0))).toEqual([]);
  });

  it('keeps the day of a person known only by the exact day, as earlier clients kept it', () => {
    expect(lifeFormsOf(treeNode('me', 0, { dateOfBirth: '1980-06-01' }))).toEqual(['Born Jun 1, 1980', 'b. 1 Jun 1980', 'b. 1980']);
  });

  it('is written in Spanish as Spanish writes it', async () => {
    await inLanguage('es');
    expect(lifeFormsOf(born('30 NOV 1982'))).toEqual(['Nació: 30 de noviembre de 1982', 'n. 30 nov 1982', 'n. 1982']);
    expect(shortDateOf('MAR 1850', 'es')).toBe('mar 1850');
  });

  it('writes dates that are not one day, month or year by their years', () => {
    expect(shortDateOf('BET 1848 AND 1852', 'en')).toBe('1848–1852');
    expect(shortDateOf('1850', 'en')).toBe('1850');
  });
});

describe('fitLine', () => {
  it('takes the first form that fits', () => {
    const forms = ['Born 30 November 1982', 'b. 30 Nov 1982', 'b. 1982'];
    expect(fitLine(forms, 500, LIFE)).toBe('Born 30 November 1982');
    expect(fitLine(forms, widthOf('b. 30 Nov 1982', LIFE), LIFE)).toBe('b. 30 Nov 1982');
    expect(fitLine(forms, widthOf('b. 1982', LIFE) + 1, LIFE)).toBe('b. 1982');
  });

  it('cuts the last with an ellipsis, between words without a space before it, when none fits', () => {
    const name = 'Maximiliana Okafor-Wainwright';
    const fitted = fitLine([name], 112, { size: 14, weight: 600 });
    expect(fitted.endsWith('…')).toBe(true);
    expect(name.startsWith(fitted.slice(0, -1))).toBe(true);
    expect(fitted).not.toMatch(/\s…$/);
    expect(widthOf(fitted, { size: 14, weight: 600 })).toBeLessThanOrEqual(112);
    expect(fitLine([name], 1, LIFE)).toBe('');
  });

  it('cuts a name after its last whole word that fits, so the words shown are the label’s', () => {
    const bold = { size: 14, weight: 600 };
    expect(fitLine(['Maximiliana Okafor-Wainwright'], 112, bold, 'words')).toBe('Maximiliana…');
    expect(fitLine(['Ada Lovelace Byron King'], widthOf('Ada Lovelace…', bold), bold, 'words')).toBe('Ada Lovelace…');
    // A first word too long on its own is cut within it.
    expect(fitLine(['Wolfeschlegelsteinhausenbergerdorff Smith'], 112, bold, 'words')).toMatch(/^Wolfe\S+…$/);
  });
});
