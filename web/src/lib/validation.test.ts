import * as yup from 'yup';
import { inLanguage } from '../test/inLanguage';
import { messages } from './validation';

const problemOf = async (schema: yup.AnySchema, value: unknown) => schema.validate(value).then(() => null, (error: yup.ValidationError) => error.message);

describe('field messages', () => {
  it('say "Invalid input" where a rule fails without a message of its own', async () => {
    const even = yup.number().test('even', (n) => n === undefined || n % 2 === 0);
    expect(await problemOf(even, 3)).toBe('Invalid input');
    expect(await problemOf(even, 4)).toBeNull();
  });

  it('say "Invalid input" for a value of the wrong kind', async () => {
    expect(await problemOf(yup.boolean(), 'perhaps')).toBe('Invalid input');
    expect(await problemOf(yup.number(), 'twelve')).toBe('Invalid input');
  });

  it('follow the reader’s language, and keep the more specific messages', async () => {
    await inLanguage('es');
    expect(await problemOf(yup.boolean(), 'quizá')).toBe('Entrada no válida');
    expect(await problemOf(yup.string().required(messages.required), '')).toBe('Obligatorio');
  });
});
