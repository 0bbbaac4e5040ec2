import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClient } from '../../test/client.ts';
import { namesFromClaims } from './provider-names.ts';

describe('namesFromClaims', () => {
  it('takes given_name and family_name when the provider sends them', () => {
    expect(namesFromClaims({ given_name: 'Margaret Ellen', family_name: 'Whitaker', name: 'Peggy Whitaker' })).toEqual({ firstName: 'Margaret Ellen', lastName: 'Whitaker' });
    expect(namesFromClaims({ given_name: ' Cher ', name: 'Cher Sarkisian' })).toEqual({ firstName: 'Cher', lastName: undefined });
  });

  it('otherwise splits the full name at its last space', () => {
    expect(namesFromClaims({ name: 'Margaret Ellen Whitaker' })).toEqual({ firstName: 'Margaret Ellen', lastName: 'Whitaker' });
    expect(namesFromClaims({ name: '  Ada   Lovelace ' })).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(namesFromClaims({ given_name: '', family_name: '  ', name: 'Grace Hopper' })).toEqual({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it('makes a single word a first name, and gives nothing for no name', () => {
    expect(namesFromClaims({ name: 'Plato' })).toEqual({ firstName: 'Plato' });
    expect(namesFromClaims({})).toEqual({ firstName: undefined });
    expect(namesFromClaims({ name: 42, given_name: null })).toEqual({ firstName: undefined });
  });
});

describe('names at the development sign-in', () => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp()));
  afterAll(() => app.close());

  it('splits the name typed on its page the same way', async () => {
    const client = new TestClient(app.url);
    await client.signIn({ name: 'Margaret Ellen Whitaker' });
    const { data } = await client.gql<{ me: { firstName: string; lastName: string } }>('{ me { firstName lastName } }');
    expect(data?.me).toEqual({ firstName: 'Margaret Ellen', lastName: 'Whitaker' });
  });
});
