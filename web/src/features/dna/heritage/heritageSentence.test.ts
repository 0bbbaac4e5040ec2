import { inLanguage } from '../../../test/inLanguage';
import { generationName, heritageSentence } from './heritageSentence';

describe('a heritage sentence', () => {
  it.each([
    [3, 8, 4, 'Half your great-grandparents were born in Galicia'],
    [2, 4, 1, 'A quarter of your grandparents were born in Galicia'],
    [2, 4, 3, 'Three quarters of your grandparents were born in Galicia'],
    [3, 8, 8, 'All your great-grandparents were born in Galicia'],
    [1, 2, 2, 'Both your parents were born in Galicia'],
    [1, 2, 1, 'One of your parents was born in Galicia'],
    [3, 8, 3, '3 of your 8 great-grandparents were born in Galicia'],
    [4, 16, 1, '1 of your 16 great-great-grandparents was born in Galicia'],
    [5, 32, 5, '5 of your 32 3rd great-grandparents were born in Galicia'],
  ])('generation %i, %i expected, %i born there: “%s”', (generation, expected, count, sentence) => {
    expect(heritageSentence(generation, expected, count, 'Galicia')).toBe(sentence);
  });

  it.each([
    [3, 8, 4, 'La mitad de tus bisabuelos nacieron en Galicia'],
    [2, 4, 1, 'Una cuarta parte de tus abuelos nacieron en Galicia'],
    [1, 2, 1, 'Uno de tus padres nació en Galicia'],
    [1, 2, 2, 'Tus dos padres nacieron en Galicia'],
    [3, 8, 3, '3 de tus 8 bisabuelos nacieron en Galicia'],
    [4, 16, 1, '1 de tus 16 tatarabuelos nació en Galicia'],
  ])('in Spanish, generation %i, %i expected, %i born there: “%s”', async (generation, expected, count, sentence) => {
    await inLanguage('es');
    expect(heritageSentence(generation, expected, count, 'Galicia')).toBe(sentence);
  });

  it('names generations past the eighth by their number', () => {
    expect(generationName(8)).toBe('6th great-grandparents');
    expect(generationName(9)).toBe('ancestors 9 generations back');
  });
});
