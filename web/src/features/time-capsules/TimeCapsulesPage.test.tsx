import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import type { CapsuleFieldsFragment } from '../../gql/graphql';
import { inLanguage } from '../../test/inLanguage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CAPSULE_PAGE, CapsuleNoticesDocument, SentTimeCapsulesDocument, TimeCapsulesForMeDocument } from './capsuleDocuments';
import { TimeCapsulesPage } from './TimeCapsulesPage';

const base: CapsuleFieldsFragment = {
  id: 'c1',
  status: 'sealed',
  opensAt: '2027-12-04T09:30:00.000Z',
  timeZone: 'Europe/Madrid',
  sealedAt: '2026-12-01T10:00:00.000Z',
  openedAt: null,
  createdAt: '2026-12-01T09:00:00.000Z',
  title: null,
  message: null,
  from: { id: 'ada', displayName: 'Ada Lovelace' },
  attachments: null,
  recipientKind: null,
  recipients: null,
  circleId: null,
  treeId: null,
  viewerCan: { readContent: false, update: false, seal: false, cancel: false },
};

const typed = (c: CapsuleFieldsFragment) => ({
  ...c,
  __typename: 'TimeCapsule' as const,
  from: c.from && { __typename: 'PublicUser' as const, ...c.from },
  recipients: c.recipients?.map((r) => ({ __typename: 'PublicUser' as const, ...r })) ?? null,
  attachments: c.attachments?.map((a) => ({ __typename: 'TimeCapsuleAttachment' as const, ...a, file: { __typename: 'MediaFile' as const, ...a.file } })) ?? null,
  viewerCan: { __typename: 'TimeCapsulePermissions' as const, ...c.viewerCan },
});

/** A page of a list: `after` the cursor it continues from, `endCursor` where the next one starts (none: the last page). */
const page = (nodes: CapsuleFieldsFragment[], { after, endCursor = null, delay }: { after?: string; endCursor?: string | null; delay?: number } = {}) => ({
  variables: { first: CAPSULE_PAGE, ...(after ? { after } : {}) },
  page: { __typename: 'TimeCapsulePage' as const, nodes: nodes.map(typed), endCursor, hasMore: Boolean(endCursor) },
  delay,
});
const forMePage = (...args: Parameters<typeof page>): MockLink.MockedResponse => {
  const { variables, page: p, delay } = page(...args);
  return { request: { query: TimeCapsulesForMeDocument, variables }, result: { data: { timeCapsulesForMe: p } }, delay };
};
const sentPage = (...args: Parameters<typeof page>): MockLink.MockedResponse => {
  const { variables, page: p, delay } = page(...args);
  return { request: { query: SentTimeCapsulesDocument, variables }, result: { data: { sentTimeCapsules: p } }, delay };
};
/** Both lists, each on one page. */
const lists = (forMe: CapsuleFieldsFragment[], sent: CapsuleFieldsFragment[] = []): MockLink.MockedResponse[] => [forMePage(forMe), sentPage(sent)];
const notices: MockLink.MockedResponse = { request: { query: CapsuleNoticesDocument }, result: { data: null }, delay: 1e9 } as MockLink.MockedResponse;

const opened: CapsuleFieldsFragment = {
  ...base,
  id: 'c2',
  status: 'opened',
  openedAt: '2026-11-30T09:30:00.000Z',
  opensAt: '2026-11-30T09:30:00.000Z',
  title: 'For Ben, on your first day at work',
  message: 'Remember to ask questions.',
  attachments: [{ id: 'a1', kind: 'image', file: { url: '/uploads/time-capsule/1', contentType: 'image/jpeg' } }],
  viewerCan: { readContent: true, update: false, seal: false, cancel: false },
};

const draft: CapsuleFieldsFragment = {
  ...base,
  id: 'c3',
  status: 'draft',
  sealedAt: null,
  title: 'For Carol’s sixtieth',
  message: 'Not finished yet.',
  from: { id: 'me', displayName: 'Me Myself' },
  recipientKind: 'relatives',
  recipients: [{ id: 'carol', displayName: 'Carol Okafor' }],
  attachments: [],
  viewerCan: { readContent: true, update: true, seal: true, cancel: true },
};

describe('TimeCapsulesPage', () => {
  it('shows a sealed capsule closed: from whom and when it opens, in its time zone, with a countdown', async () => {
    renderWithProviders(<TimeCapsulesPage />, { mocks: [...lists([base, opened], [draft]), notices], route: '/time-capsules' });
    expect(screen.getByRole('heading', { level: 1, name: 'Time Capsules' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading time capsules' })).toBeInTheDocument();
    const forMe = await screen.findByRole('region', { name: 'For me' });
    const [sealed, open] = within(forMe).getAllByRole('article');
    expect(within(sealed).getByRole('heading', { name: 'A time capsule from Ada Lovelace' })).toBeInTheDocument();
    expect(sealed).toHaveTextContent('Opens 4 December 2027, 10:30 (Europe/Madrid)');
    expect(sealed).not.toHaveTextContent('For Ben');
    expect(within(sealed).getByRole('timer')).toHaveTextContent(/^In \d+ days? and \d+ h$/);
    expect(within(open).getByRole('heading', { name: 'For Ben, on your first day at work' })).toBeInTheDocument();
    expect(open).toHaveTextContent('Remember to ask questions.');
    expect(within(open).getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', '/uploads/time-capsule/1');
    const sent = screen.getByRole('region', { name: 'Sent' });
    const mine = within(sent).getByRole('article');
    expect(mine).toHaveTextContent('For Carol Okafor');
    expect(mine).toHaveTextContent('Draft');
    expect(within(mine).getByRole('button', { name: 'Seal “For Carol’s sixtieth”' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New time capsule' })).toBeInTheDocument();
  });

  it('asks before sealing a draft', async () => {
    const { user } = renderWithProviders(<TimeCapsulesPage />, { mocks: [...lists([], [draft]), notices], route: '/time-capsules' });
    await user.click(await screen.findByRole('button', { name: 'Seal “For Carol’s sixtieth”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Seal capsule' });
    expect(confirm).toHaveTextContent(/nothing in it can be changed/);
    expect(within(confirm).getByRole('button', { name: 'Seal' })).toBeInTheDocument();
  });

  it('says when there is nothing yet, in Spanish too', async () => {
    await inLanguage('es');
    renderWithProviders(<TimeCapsulesPage />, { mocks: [...lists([]), notices], route: '/time-capsules' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cápsulas del tiempo' })).toBeInTheDocument();
    expect(await screen.findByText('Aún no hay cápsulas del tiempo para ti')).toBeInTheDocument();
    expect(screen.getByText('Aún no has escrito ninguna cápsula del tiempo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nueva cápsula del tiempo' })).toBeInTheDocument();
  });

  it('says when the capsules could not be loaded, with a way to try again', async () => {
    renderWithProviders(<TimeCapsulesPage />, {
      mocks: [{ request: { query: TimeCapsulesForMeDocument, variables: { first: CAPSULE_PAGE } }, error: new Error('offline') }, sentPage([]), notices],
      route: '/time-capsules',
    });
    expect(await screen.findByText('Your time capsules could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows 15 capsules of a list, and the next ones on Show more, with the button busy meanwhile', async () => {
    const sealedFor = (n: number): CapsuleFieldsFragment => ({ ...base, id: `s${n}`, opensAt: new Date(Date.UTC(2028, 0, n, 9)).toISOString(), from: { id: `u${n}`, displayName: `Relative ${n}` } });
    const sixteen = Array.from({ length: 16 }, (_, i) => sealedFor(i + 1));
    const { user } = renderWithProviders(<TimeCapsulesPage />, {
      mocks: [forMePage(sixteen.slice(0, 15), { endCursor: 'c15' }), forMePage(sixteen.slice(15), { after: 'c15', delay: 1_000 }), sentPage([draft]), notices],
      route: '/time-capsules',
    });
    const forMe = await screen.findByRole('region', { name: 'For me' });
    expect(within(forMe).getAllByRole('article')).toHaveLength(15);
    expect(within(forMe).queryByRole('heading', { name: 'A time capsule from Relative 16' })).not.toBeInTheDocument();
    // The Sent list has a single page: no button of its own.
    expect(screen.queryByRole('button', { name: 'Show more sent capsules' })).not.toBeInTheDocument();
    await user.click(within(forMe).getByRole('button', { name: 'Show more capsules for me' }));
    expect(within(forMe).getByRole('button', { name: /Loading…/ })).toBeDisabled();
    expect(await within(forMe).findByRole('heading', { name: 'A time capsule from Relative 16' })).toBeInTheDocument();
    expect(within(forMe).getAllByRole('article')).toHaveLength(16);
    // The last page: the button goes.
    expect(within(forMe).queryByRole('button', { name: /Show more|Loading/ })).not.toBeInTheDocument();
  });

  it('names each list’s Show more in Spanish too', async () => {
    await inLanguage('es');
    const many = Array.from({ length: 15 }, (_, i): CapsuleFieldsFragment => ({ ...draft, id: `d${i}`, title: `Borrador ${i}` }));
    renderWithProviders(<TimeCapsulesPage />, { mocks: [forMePage([base], { endCursor: 'f1' }), sentPage(many, { endCursor: 's15' }), notices], route: '/time-capsules' });
    expect(await screen.findByRole('button', { name: 'Mostrar más cápsulas para mí' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar más cápsulas enviadas' })).toBeInTheDocument();
  });
});
