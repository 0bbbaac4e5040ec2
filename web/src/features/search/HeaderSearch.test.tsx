import { screen, waitFor, within } from '@testing-library/react';
import type { HeaderSearchQuery, SearchResultFieldsFragment, SearchResultKind } from '../../gql/graphql';
import { inLanguage } from '../../test/inLanguage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { HeaderSearch } from './HeaderSearch';
import { HeaderSearchDocument } from './searchQuery';

const hit = (kind: SearchResultKind, id: string, title: string, subtitle: string | null, link: string): SearchResultFieldsFragment & { __typename: 'SearchResult' } => ({
  __typename: 'SearchResult',
  kind,
  id,
  title,
  subtitle,
  imageUrl: null,
  link,
});

const found: HeaderSearchQuery['search'] = {
  people: [hit('person', 'p1', 'John Smith', '1901 – 1970', '/family-tree?tree=t1&focus=p1'), hit('person', 'p2', 'Joan Smith', null, '/family-tree?tree=t1&focus=p2')],
  memories: [hit('memory', 'm1', 'Smith family picnic', 'Cousins · Jun 1, 1990', '/memories?memory=m1')],
  stories: [hit('story', 's1', 'The Smiths at sea', 'By Ada Lovelace', '/stories#s1')],
  events: [hit('event', 'e1', 'Smith reunion', 'Jul 4, 2027 · Lisbon', '/events/e1')],
  momentAnswers: [],
  timeCapsules: [],
  achievements: [],
  voiceMessages: [],
  heirlooms: [],
};

function searchMock(query: string, search: HeaderSearchQuery['search']) {
  return { request: { query: HeaderSearchDocument, variables: { query, first: 5 } }, result: { data: { search: { __typename: 'SearchResults', ...search } } } };
}
const nothing = { people: [], memories: [], stories: [], events: [], momentAnswers: [], timeCapsules: [], achievements: [], voiceMessages: [], heirlooms: [] };

/** The header's search, its box brought in by focusing the stand-in drawn until it is wanted. */
async function setup(mocks: object[] = [], name = 'Search') {
  const rendered = renderWithProviders(<HeaderSearch />, { mocks: mocks as never, route: '/somewhere' });
  await rendered.user.click(screen.getByRole('searchbox', { name }));
  const box = await screen.findByRole('combobox', { name });
  await waitFor(() => expect(box).toHaveFocus());
  return { ...rendered, box };
}

const location = () => screen.getByTestId('location').textContent;

describe('HeaderSearch', () => {
  it('takes what was typed into the stand-in before its box was there', async () => {
    const { user } = renderWithProviders(<HeaderSearch />, { mocks: [searchMock('smith', found)] as never, route: '/somewhere' });
    const standIn = screen.getByRole('searchbox', { name: 'Search' });
    expect(standIn).toHaveAttribute('placeholder', 'Search people, memories…');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.type(standIn, 'smith');
    const box = await screen.findByRole('combobox', { name: 'Search' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveValue('smith');
    expect(await screen.findByRole('option', { name: 'John Smith, 1901 – 1970' })).toBeInTheDocument();
  });

  it('asks for at least 2 characters before it searches', async () => {
    const { user, box } = await setup([searchMock('sm', found)]);

    await user.type(box, ' s');
    expect(screen.getByText('Type at least 2 characters')).toBeInTheDocument();
    await user.type(box, 'm');
    expect(await screen.findByRole('option', { name: 'John Smith, 1901 – 1970' })).toBeInTheDocument();
    expect(screen.queryByText('Type at least 2 characters')).not.toBeInTheDocument();
  });

  it('speaks Spanish to a Spanish reader', async () => {
    await inLanguage('es');
    const rendered = await setup([searchMock('smith', found), searchMock('zzz', nothing)], 'Buscar');
    const { box } = rendered;
    expect(box).toHaveAttribute('placeholder', 'Busca personas, recuerdos…');

    await rendered.user.type(box, 's');
    expect(screen.getByText('Escribe al menos 2 caracteres')).toBeInTheDocument();
    await rendered.user.type(box, 'mith');
    const list = await screen.findByRole('listbox', { name: 'Resultados de la búsqueda' });
    expect(['Personas', 'Recuerdos', 'Historias', 'Eventos'].map((name) => within(list).getByRole('group', { name }))).toEqual(within(list).getAllByRole('group'));

    await rendered.user.clear(box);
    await rendered.user.type(box, 'zzz');
    expect(await screen.findByText('No hay resultados para «zzz»')).toBeInTheDocument();
  });

  it('lists the results by kind under their headings, with their lines', async () => {
    const { user, box } = await setup([searchMock('smith', found)]);

    await user.type(box, 'smith');

    const list = await screen.findByRole('listbox', { name: 'Search results' });
    const groups = within(list).getAllByRole('group');
    expect(['People', 'Memories', 'Stories', 'Events'].map((name) => within(list).getByRole('group', { name }))).toEqual(groups);
    expect(within(screen.getByRole('group', { name: 'People' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['John Smith 1901 – 1970', 'Joan Smith']);
    expect(within(screen.getByRole('group', { name: 'Memories' })).getByRole('option')).toHaveTextContent('Cousins · Jun 1, 1990');
    expect(within(screen.getByRole('group', { name: 'Stories' })).getByRole('option')).toHaveTextContent('By Ada Lovelace');
    expect(within(screen.getByRole('group', { name: 'Events' })).getByRole('option')).toHaveTextContent('Jul 4, 2027 · Lisbon');
  });

  it('moves through the results with the arrow keys and opens one with Enter', async () => {
    const { user, box } = await setup([searchMock('smith', found)]);

    await user.type(box, 'smith');
    await screen.findByRole('listbox', { name: 'Search results' });
    const highlighted = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.getAttribute('aria-label');
    await waitFor(() => expect(highlighted()).toBe('John Smith, 1901 – 1970'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(highlighted()).toBe('Smith family picnic, Cousins · Jun 1, 1990');
    await user.keyboard('{ArrowUp}');
    expect(highlighted()).toBe('Joan Smith');
    await user.keyboard('{ArrowDown}{Enter}');

    expect(location()).toBe('/memories');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('opens a result that is clicked', async () => {
    const { user, box } = await setup([searchMock('smith', found)]);

    await user.type(box, 'smith');
    await user.click(await screen.findByRole('option', { name: 'Smith reunion, Jul 4, 2027 · Lisbon' }));

    expect(location()).toBe('/events/e1');
  });

  it('closes the list on Escape', async () => {
    const { user, box } = await setup([searchMock('smith', found)]);

    await user.type(box, 'smith');
    await screen.findByRole('listbox', { name: 'Search results' });
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(location()).toBe('/somewhere');
  });

  it('says so when nothing is found, and while it searches', async () => {
    const { user, box } = await setup([{ ...searchMock('zzz', nothing), delay: 100 }]);

    await user.type(box, 'zzz');

    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    expect(await screen.findByText('No results for “zzz”')).toBeInTheDocument();
  });

  it('offers to try again when the search fails', async () => {
    const { user, box } = await setup([{ request: { query: HeaderSearchDocument, variables: { query: 'smith', first: 5 } }, error: new Error('offline') }, searchMock('smith', found)]);

    await user.type(box, 'smith');
    expect(await screen.findByText(/The search could not be completed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('option', { name: 'John Smith, 1901 – 1970' })).toBeInTheDocument();
  });

  it('opens over the whole screen from an icon on phones', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {} })) as never;
    try {
      const { user } = renderWithProviders(<HeaderSearch />, { mocks: [searchMock('smith', found)] as never });
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Search' }));
      const dialog = await screen.findByRole('dialog', { name: 'Search' });
      const box = within(dialog).getByRole('combobox', { name: 'Search' });
      await waitFor(() => expect(box).toHaveFocus());
      await user.type(box, 'smith');
      await user.click(await within(dialog).findByRole('option', { name: 'The Smiths at sea, By Ada Lovelace' }));
      expect(location()).toBe('/stories');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
