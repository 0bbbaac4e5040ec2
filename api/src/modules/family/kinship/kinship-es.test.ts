import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addMember, ADD_MEMBER, buildUser, type Person } from '../../../../test/factories.ts';
import { ADD_RELATIONSHIP, must, UPDATE_MEMBER } from '../../../../test/trees.ts';
import { inLawName, kinshipName, partnerName, relativeOf, yourRelation } from './kinship.ts';

describe('kinship names in Spanish', () => {
  it.each([
    [0, 1, 'male', 'padre'],
    [0, 1, 'other', 'padre o madre'],
    [0, 2, 'female', 'abuela'],
    [0, 3, 'male', 'bisabuelo'],
    [0, 4, 'female', 'tatarabuela'],
    [0, 5, 'male', 'trastatarabuelo'],
    [0, 6, 'female', 'quinta abuela'],
    [0, 7, 'male', 'sexto abuelo'],
    [1, 0, 'female', 'hija'],
    [2, 0, 'other', 'nieto o nieta'],
    [3, 0, 'male', 'bisnieto'],
    [4, 0, 'female', 'tataranieta'],
    [1, 1, 'female', 'hermana'],
    [1, 2, 'male', 'tío'],
    [1, 3, 'male', 'tío abuelo'],
    [1, 3, 'female', 'tía abuela'],
    [1, 3, 'other', 'tío abuelo o tía abuela'],
    [1, 4, 'male', 'tío bisabuelo'],
    [2, 1, 'female', 'sobrina'],
    [3, 1, 'male', 'sobrino nieto'],
    [2, 2, 'male', 'primo hermano'],
    [2, 2, 'female', 'prima hermana'],
    [3, 3, 'male', 'primo segundo'],
    [3, 3, 'female', 'prima segunda'],
    [4, 4, 'male', 'primo tercero'],
    [5, 5, 'female', 'prima cuarta'],
  ] as const)('(%i up, %i down, %s) is "%s"', (up, down, sex, name) => {
    expect(kinshipName(up, down, sex, false, 'es')).toBe(name);
  });

  // A cousin of another generation is the uncle or nephew of the next degree (see kinship-es.ts).
  it.each([
    [2, 3, 'male', 'tío segundo', 'first cousin once removed'],
    [3, 2, 'female', 'sobrina segunda', 'first cousin once removed'],
    [2, 4, 'female', 'tía abuela segunda', 'first cousin twice removed'],
    [4, 2, 'male', 'sobrino nieto segundo', 'first cousin twice removed'],
    [3, 4, 'male', 'tío tercero', 'second cousin once removed'],
    [4, 3, 'other', 'sobrino tercero o sobrina tercera', 'second cousin once removed'],
    [5, 3, 'female', 'sobrina nieta tercera', 'second cousin twice removed'],
  ] as const)('names the removed cousin (%i up, %i down, %s) "%s", in English "%s"', (up, down, sex, spanish, english) => {
    expect(kinshipName(up, down, sex, false, 'es')).toBe(spanish);
    expect(kinshipName(up, down, sex)).toBe(english);
  });

  it('names half-siblings, partners and in-laws', () => {
    expect(kinshipName(1, 1, 'male', true, 'es')).toBe('medio hermano');
    expect(kinshipName(1, 1, 'female', true, 'es')).toBe('media hermana');
    expect(partnerName('female', 'married', 'es')).toBe('esposa');
    expect(partnerName('male', 'divorced', 'es')).toBe('exesposo');
    expect(partnerName('other', null, 'es')).toBe('cónyuge');
    expect(partnerName('male', 'partner', 'es')).toBe('pareja');
    expect(inLawName('parent', 'female', 'es')).toBe('suegra');
    expect(inLawName('child', 'male', 'es')).toBe('yerno');
    expect(inLawName('child', 'female', 'es')).toBe('nuera');
    expect(inLawName('sibling', 'male', 'es')).toBe('cuñado');
  });

  it('names a relative of a relative, and makes it the reader’s own', () => {
    expect(relativeOf('husband', 'male', 'sister')).toBe("husband's sister");
    expect(relativeOf('esposo', 'male', 'hermana', 'es')).toBe('hermana del esposo');
    expect(relativeOf('prima hermana', 'female', 'esposo', 'es')).toBe('esposo de la prima hermana');
    expect(relativeOf('pareja', 'male', 'hijo', 'es')).toBe('hijo de la pareja');
    expect(yourRelation('hermana del esposo', 'es')).toBe('hermana de tu esposo');
    expect(yourRelation('bisabuelo', 'es')).toBe('tu bisabuelo');
    expect(yourRelation('great-grandfather')).toBe('great-grandfather');
  });
});

describe('the family tree for a Spanish reader', () => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp()));
  afterAll(() => app.close());

  const BETWEEN = 'query($a: ID!, $b: ID!) { relationshipBetween(fromId: $a, toId: $b) { relation description } }';
  const between = async (p: Person, a: string, b: string) => (await must<{ relationshipBetween: { relation: string | null; description: string } }>(p.client, BETWEEN, { a, b })).relationshipBetween;

  /** Margarita (who reads Spanish), her father Tomás and his wife Inés, his mother Rut and Rut's father Samuel; and Nadie, unrelated. */
  async function familia() {
    const margarita = await buildUser(app, { name: 'Margarita Vidal' });
    await must(margarita.client, 'mutation { setMyLanguage(language: es) { id } }');
    await must(margarita.client, UPDATE_MEMBER, { id: margarita.selfMemberId, input: { gender: 'female' } });
    const tomas = (await addMember(margarita, 'Tomás', 'parent', undefined, { gender: 'male' })).member.id;
    const ines = (await addMember(margarita, 'Inés', 'spouse', tomas, { gender: 'female' })).member.id;
    const rut = (await addMember(margarita, 'Rut', 'parent', tomas, { gender: 'female' })).member.id;
    const samuel = (await addMember(margarita, 'Samuel', 'parent', rut, { gender: 'male' })).member.id;
    const nadie = (await addMember(margarita, 'Nadie', 'other')).member.id;
    return { margarita, tomas, ines, rut, samuel, nadie };
  }

  it('tells how two people are related in Spanish', async () => {
    const { margarita, tomas, ines, rut, samuel, nadie } = await familia();
    expect(await between(margarita, samuel, margarita.selfMemberId)).toEqual({ relation: 'bisabuelo', description: 'Samuel es tu bisabuelo.' });
    expect((await between(margarita, margarita.selfMemberId, samuel)).description).toBe('Eres bisnieta de Samuel.');
    expect((await between(margarita, samuel, tomas)).description).toBe('Samuel es abuelo de Tomás.');
    expect((await between(margarita, rut, margarita.selfMemberId)).description).toBe('Rut es tu abuela.');
    expect((await between(margarita, ines, tomas)).description).toBe('Inés es esposa de Tomás.');
    expect((await between(margarita, ines, rut)).description).toBe('Inés es nuera de Rut.');
    expect((await between(margarita, nadie, margarita.selfMemberId)).description).toBe('Todavía no hay ninguna relación registrada entre Nadie y tú.');
    expect((await between(margarita, margarita.selfMemberId, margarita.selfMemberId)).description).toBe('Eres tú.');
  });

  it('writes dates and refusals in Spanish', async () => {
    const { margarita, tomas } = await familia();
    const added = await must<{ addFamilyMember: { member: { id: string } } }>(margarita.client, ADD_MEMBER, { input: { firstName: 'Ana', lastName: 'Vidal', birth: 'abt 1900', death: 'bef 12 mar 1950' } });
    const dates = await must<{ familyMember: { birth: { text: string }; death: { text: string } } }>(
      margarita.client,
      'query($id: ID!) { familyMember(id: $id) { birth { text } death { text } } }',
      { id: added.addFamilyMember.member.id },
    );
    expect(dates.familyMember).toEqual({ birth: { text: 'hacia 1900' }, death: { text: 'antes del 12 de marzo de 1950' } });

    const self = await margarita.client.gql(ADD_RELATIONSHIP, { input: { fromId: tomas, toId: tomas, type: 'parent' } });
    expect(self.errors?.[0]).toMatchObject({ message: 'Una persona no puede ser padre o madre de sí misma.', extensions: { fields: { toId: 'Una persona no puede ser padre o madre de sí misma' } } });
    const loop = await margarita.client.gql(ADD_RELATIONSHIP, { input: { fromId: margarita.selfMemberId, toId: tomas, type: 'parent' } });
    expect(loop.errors?.[0].message).toBe('Eso haría que alguien fuera su propio antepasado.');
    const early = await margarita.client.gql(UPDATE_MEMBER, { id: tomas, input: { birth: '1950', death: '1940' } });
    expect(early.errors?.[0].extensions?.fields).toEqual({ death: 'La fecha de defunción no puede ser anterior a la de nacimiento' });
    // The same refusals stay English for an English reader.
    await must(margarita.client, 'mutation { setMyLanguage(language: null) { id } }');
    expect((await margarita.client.gql(ADD_RELATIONSHIP, { input: { fromId: tomas, toId: tomas, type: 'parent' } })).errors?.[0].message).toBe('A person cannot be their own parent.');
  });
});
