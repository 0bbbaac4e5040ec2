import { act, screen, within } from '@testing-library/react';
import { inLanguage } from '../../test/inLanguage';
import { renderWithProviders } from '../../test/renderWithProviders';
import type { TimelineFilter } from '../../gql/graphql';
import { TimelinePage } from './TimelinePage';
import { entry, failingPage, timelinePage, yearsMock } from './test/timelineMocks';

const FILTERS: [string, TimelineFilter][] = [
  ['Memories', 'memories'],
  ['Milestones', 'milestones'],
  ['Achievements', 'achievements'],
  ['Births', 'births'],
  ['Marriages', 'marriages'],
  ['All Events', 'all'],
];
const YEARS = [
  { year: 2019, count: 1 },
  { year: 1850, count: 2 },
];

describe('TimelinePage', () => {
  it('shows the entries grouped by year, newest first, with their people linking to the tree', async () => {
    const picnic = entry({ id: 'memory:p1', type: 'memory', date: '2019-06-01', dateText: '1 June 2019', title: 'Picnic', description: null, link: '/memories?memory=p1' });
    renderWithProviders(<TimelinePage />, { route: '/timeline', mocks: [yearsMock(YEARS), timelinePage([picnic, entry()])] });

    expect(screen.getByRole('heading', { level: 1, name: 'Timeline' })).toBeInTheDocument();
    const year2019 = await screen.findByRole('region', { name: '2019' });
    expect(within(year2019).getByRole('article', { name: 'Picnic' })).toHaveTextContent('1 June 2019');
    expect(within(year2019).getByRole('link', { name: 'Picnic' })).toHaveAttribute('href', '/memories?memory=p1');
    const walter = within(screen.getByRole('region', { name: '1850' })).getByRole('article', { name: 'Walter Rivera was born' });
    expect(walter).toHaveTextContent('12 March 1850');
    expect(walter).toHaveTextContent('Born in London');
    expect(within(walter).getByRole('img', { name: 'Birth' })).toBeInTheDocument();
    expect(within(walter).getByRole('link', { name: 'Walter Rivera' })).toHaveAttribute('href', '/family-tree?tree=t1&focus=m1');
  });

  it('asks for each filter’s entries when its button is pressed, by mouse or keyboard', async () => {
    const mocks = [yearsMock(YEARS), timelinePage([entry()])];
    for (const [label, filter] of FILTERS.slice(0, -1)) mocks.push(yearsMock(YEARS, filter), timelinePage([entry({ id: `story:${filter}`, type: 'milestone', title: `${label} only` })], { filter }));
    // Everything again, asked afresh when its button is pressed last.
    mocks.push(timelinePage([entry()]));
    const { user } = renderWithProviders(<TimelinePage />, { route: '/timeline', mocks });

    const group = screen.getByRole('group', { name: 'Which events' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['All Events', 'Memories', 'Milestones', 'Achievements', 'Births', 'Marriages']);
    expect(within(group).getByRole('button', { name: 'All Events' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('article', { name: 'Walter Rivera was born' });

    for (const [label] of FILTERS.slice(0, -1)) {
      await user.click(within(group).getByRole('button', { name: label }));
      expect(await screen.findByRole('article', { name: `${label} only` })).toBeInTheDocument();
      expect(within(group).getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    }
    // Back to everything with the keyboard.
    act(() => within(group).getByRole('button', { name: 'All Events' }).focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('article', { name: 'Walter Rivera was born' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/timeline');
  });

  it('jumps to the end of the year chosen in the dropdown', async () => {
    const { user } = renderWithProviders(<TimelinePage />, {
      route: '/timeline',
      mocks: [yearsMock(YEARS), timelinePage([entry({ id: 'story:new', type: 'achievement', date: '2019-01-01', title: 'Marathon' })]), timelinePage([entry()], { fromYear: 1850 })],
    });
    await screen.findByRole('article', { name: 'Marathon' });

    await user.click(screen.getByRole('combobox', { name: 'Jump to year' }));
    await user.click(await screen.findByRole('option', { name: '1850 (2)' }));

    expect(await screen.findByRole('article', { name: 'Walter Rivera was born' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Marathon' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Jump to year' })).toHaveTextContent('1850');
  });

  it('shows three photos, then how many more there are', async () => {
    const photos = ['a', 'b', 'c'].map((id) => ({ __typename: 'TimelinePhoto' as const, memoryId: id, thumbnailUrl: id === 'b' ? null : `/uploads/${id}.webp`, title: `Photo ${id}` }));
    renderWithProviders(<TimelinePage />, {
      route: '/timeline',
      mocks: [yearsMock(YEARS), timelinePage([entry({ id: 'story:s1', type: 'memory', title: 'Summers', photos, photoCount: 5, link: '/stories#s1' })])],
    });

    const story = await screen.findByRole('article', { name: 'Summers' });
    const shown = within(within(story).getByRole('list', { name: 'Photos' }));
    expect(shown.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/memories?memory=a', '/memories?memory=b', '/memories?memory=c']);
    expect(shown.getByText('+2')).toBeInTheDocument();
    expect(shown.getByLabelText('2 more photos')).toBeInTheDocument();
  });

  it('speaks Spanish to a Spanish reader', async () => {
    await inLanguage('es');
    const photos = [{ __typename: 'TimelinePhoto' as const, memoryId: 'a', thumbnailUrl: null, title: 'Photo a' }];
    renderWithProviders(<TimelinePage />, {
      route: '/timeline',
      mocks: [yearsMock(YEARS), timelinePage([entry({ photos, photoCount: 3 })])],
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Línea de tiempo' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Qué eventos' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Todos los eventos', 'Recuerdos', 'Hitos', 'Logros', 'Nacimientos', 'Matrimonios']);
    expect(screen.getByRole('combobox', { name: 'Ir al año' })).toHaveTextContent('Más recientes primero');
    const walter = await screen.findByRole('article', { name: 'Walter Rivera was born' });
    expect(within(walter).getByRole('img', { name: 'Nacimiento' })).toBeInTheDocument();
    expect(within(walter).getByRole('list', { name: 'Personas' })).toBeInTheDocument();
    expect(within(walter).getByLabelText('2 fotos más')).toBeInTheDocument();
  });

  it('shows five placeholders while loading, then says when nothing is found', async () => {
    renderWithProviders(<TimelinePage />, { route: '/timeline', mocks: [yearsMock([]), timelinePage([], { delay: 50 })] });

    expect(screen.getByRole('status', { name: 'Loading timeline' })).toBeInTheDocument();
    expect(screen.getAllByTestId('timeline-skeleton-entry')).toHaveLength(5);
    expect(await screen.findByText('No events found')).toBeInTheDocument();
  });

  it('says when the timeline could not be loaded', async () => {
    renderWithProviders(<TimelinePage />, { route: '/timeline', mocks: [yearsMock([]), failingPage()] });
    expect(await screen.findByText('The timeline could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('loads the next page from where the last one ended', async () => {
    const { user } = renderWithProviders(<TimelinePage />, {
      route: '/timeline',
      mocks: [yearsMock(YEARS), timelinePage([entry({ id: 'memory:p1', type: 'memory', date: '2019-06-01', title: 'Picnic' })], { endCursor: 'c1' }), timelinePage([entry()], { after: 'c1' })],
    });
    await screen.findByRole('article', { name: 'Picnic' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Walter Rivera was born' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Picnic' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
