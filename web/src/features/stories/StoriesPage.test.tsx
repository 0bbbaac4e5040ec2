import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { inLanguage } from '../../test/inLanguage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DeleteStoryDocument } from './storyMutations';
import { StoriesDocument } from './storyQueries';
import { StoriesPage } from './StoriesPage';
import { circlesMock, storiesPage, story, treesMock } from './test/storyFixtures';

const bread = story({
  taggedMembers: [{ id: 'm1', fullName: 'Rosa Rivera' }],
  circle: { id: 'c1', name: 'Rivera cousins' },
});
const mine = story({
  id: 's2',
  title: 'My first job',
  content: 'At the bakery.',
  storyType: 'milestone',
  eventDate: null,
  authorName: 'Tomas Rivera',
  createdAt: '2026-11-21T09:00:00.000Z',
  viewerCan: { update: true, delete: true },
});

const page = (mocks: MockLink.MockedResponse[] = []) => renderWithProviders(<StoriesPage />, { mocks: [circlesMock, treesMock, ...mocks], route: '/stories' });

describe('StoriesPage', () => {
  it('shows each story’s kind, dates, author, words and people, with Edit and Delete on the viewer’s own', async () => {
    page([storiesPage([mine, bread])]);
    expect(screen.getByRole('progressbar', { name: 'Loading stories' })).toBeInTheDocument();

    const list = await screen.findByRole('region', { name: 'Stories' });
    const [first, second] = within(list).getAllByRole('article');
    expect(first).toHaveTextContent('Milestone');
    expect(first).toHaveTextContent('Tomas Rivera · Nov 21, 2026');
    expect(within(first).getByRole('button', { name: 'Edit “My first job”' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Delete “My first job”' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Tradition');
    expect(second).toHaveTextContent('Mar 5, 1972');
    expect(within(second).getByRole('heading', { name: 'Grandma’s bread' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Lucia Rivera · Nov 20, 2026');
    expect(second).toHaveTextContent('Every Sunday she baked two loaves.');
    expect(within(within(second).getByRole('list', { name: 'Tagged people' })).getByText('Rosa Rivera')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
  });

  it('speaks Spanish to a Spanish reader', async () => {
    await inLanguage('es');
    page([storiesPage([mine, bread])]);

    expect(screen.getByRole('heading', { level: 1, name: 'Historias familiares' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Comparte una historia' });
    expect(within(form).getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Recuerdo');
    expect(within(form).getByRole('button', { name: 'Compartir historia' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/Tu historia/)).toBeInTheDocument();

    const list = await screen.findByRole('region', { name: 'Historias' });
    const [first, second] = within(list).getAllByRole('article');
    expect(first).toHaveTextContent('Hito');
    expect(second).toHaveTextContent('Tradición');
    expect(within(second).getByRole('list', { name: 'Personas etiquetadas' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Editar “My first job”' })).toBeInTheDocument();
  });

  it('says when there are no stories yet', async () => {
    page([storiesPage([])]);
    expect(await screen.findByText('No stories yet')).toBeInTheDocument();
  });

  it('says when the stories could not be loaded and tries again', async () => {
    const { user } = page([{ request: { query: StoriesDocument, variables: { first: 20 } }, error: new Error('offline') }, storiesPage([bread])]);
    expect(await screen.findByText('The stories could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Grandma’s bread')).toBeInTheDocument();
  });

  it('loads the next page after the last one shown', async () => {
    const { user } = page([storiesPage([mine], { endCursor: 'c-1' }), storiesPage([bread], { after: 'c-1' })]);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Grandma’s bread')).toBeInTheDocument();
    expect(screen.getByText('My first job')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('deletes the viewer’s own story only after confirmation', async () => {
    const { user } = page([storiesPage([mine, bread]), { request: { query: DeleteStoryDocument, variables: { id: 's2' } }, result: { data: { deleteStory: 's2' } } }]);
    await user.click(await screen.findByRole('button', { name: 'Delete “My first job”' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete “My first job”?' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Story deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'My first job' })).not.toBeInTheDocument());
    expect(screen.getByText('Grandma’s bread')).toBeInTheDocument();
  });
});
