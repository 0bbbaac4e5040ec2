import { ApolloClient, ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { BOOT_DATA_ID, CURRENT_USER_QUERY } from '../../../shared/boot/index.ts';
import { createCache } from '../apollo/cache';
import { readBootData } from './bootData';
import { CurrentUserDocument } from './currentUser';

const me = {
  __typename: 'User',
  id: 'u1',
  email: 'ada@example.org',
  firstName: 'Ada',
  lastName: 'Lovelace',
  displayName: 'Ada Lovelace',
  profileImageUrl: null,
  isOnboarded: true,
  role: 'MEMBER',
  hasPassword: true,
  language: null,
};

/** A page holding `text` as its boot data. */
const pageWith = (text: string | null) => ({ getElementById: (id: string) => (id === BOOT_DATA_ID && text !== null ? ({ textContent: text } as HTMLElement) : null) });

const clientWithoutNetwork = () => new ApolloClient({ cache: createCache(), link: ApolloLink.empty() });

describe('readBootData', () => {
  it('puts who is signed in into the cache, so the app knows without asking', () => {
    const client = clientWithoutNetwork();
    expect(readBootData(client, pageWith(JSON.stringify({ currentUser: { me } })))).toBe(true);
    expect(client.readQuery({ query: CurrentUserDocument })?.me).toMatchObject({ email: 'ada@example.org', isOnboarded: true });
  });

  it('knows a signed-out visitor too', () => {
    const client = clientWithoutNetwork();
    expect(readBootData(client, pageWith(JSON.stringify({ currentUser: { me: null } })))).toBe(true);
    expect(client.readQuery({ query: CurrentUserDocument })).toEqual({ me: null });
  });

  it('leaves the app to ask when the page has none, or something unreadable', () => {
    expect(readBootData(clientWithoutNetwork(), pageWith(null))).toBe(false);
    expect(readBootData(clientWithoutNetwork(), pageWith('{"currentUser": '))).toBe(false);
  });

  it("asks the server the very query the app asks (shared/boot keeps a copy of the app's document)", () => {
    const withoutTypenames = CURRENT_USER_QUERY.split('\n').filter((line) => line.trim() !== '__typename').join('\n');
    expect(print(CurrentUserDocument)).toBe(withoutTypenames);
  });
});
