import { genealogyDateSchema } from './genealogyDateSchema';

describe('genealogyDateSchema', () => {
  it.each(['', '1928', 'abt 1850', 'between 1848 and 1852', '(the winter after the flood)'])(
    'accepts %j',
    async (text) => {
      await expect(genealogyDateSchema().validate(text)).resolves.toBe(text);
    },
  );

  it('accepts no value unless required', async () => {
    await expect(genealogyDateSchema().validate(undefined)).resolves.toBeUndefined();
    await expect(genealogyDateSchema().required('Required').validate('')).rejects.toThrow('Required');
  });

  it.each([
    ['31 FEB 1900', 'February 1900 has only 28 days.'],
    ['BET 1900 AND 1850', 'The first date must come before the second.'],
    ['1928 foo', 'Could not read this date. Try e.g. 1928, Mar 1850, abt 1850 or between 1848 and 1852.'],
  ])('refuses %j with the parser’s sentence', async (text, message) => {
    await expect(genealogyDateSchema().validate(text)).rejects.toThrow(message);
  });
});
