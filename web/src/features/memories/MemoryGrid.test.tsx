import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MemoryGrid } from './MemoryGrid';
import { MemoriesDocument } from './memoryQueries';
import { memory, photoTag } from './test/memoryFixtures';
import { memoriesPage } from './test/memoryMocks';

const beach = memory({ photoTags: [photoTag({ id: 't1' }), photoTag({ id: 't2', name: 'Tomas Rivera' })] });
const video = memory({
  id: 'mem2',
  title: 'First steps',
  description: null,
  kind: 'video',
  thumbnailUrl: null,
  previewUrl: null,
  file: { __typename: 'MediaFile', url: '/files/mem2', contentType: 'video/mp4', size: 9_000_000, width: null, height: null, durationSeconds: 65 },
} as never);

describe('MemoryGrid', () => {
  it('shows the spec’s empty state when there are no memories', async () => {
    renderWithProviders(<MemoryGrid />, { mocks: [memoriesPage([])] });

    expect(screen.getByRole('status', { name: 'Loading memories' })).toBeInTheDocument();
    expect(await screen.findByText('No memories yet')).toBeInTheDocument();
    expect(screen.getByText('Upload your first family memory to get started')).toBeInTheDocument();
  });

  it('shows each memory as a card: picture, title, a description clamped to two lines and how many are tagged', async () => {
    renderWithProviders(<MemoryGrid />, { mocks: [memoriesPage([beach, video])] });

    const list = await screen.findByRole('list', { name: 'Memories' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first).getByRole('heading', { name: 'At the beach' })).toBeInTheDocument();
    const description = within(first).getByTestId('memory-description');
    expect(description).toHaveTextContent('Grandma’s 80th birthday');
    expect(description).toHaveStyle({ WebkitLineClamp: '2', overflow: 'hidden' });
    expect(first).toHaveTextContent('2 people tagged');
    expect(first.querySelector('img')).toHaveAttribute('src', '/files/mem1/thumb.webp');

    // A video whose pictures are still being made.
    expect(within(second).getByText('The picture is being prepared')).toBeInTheDocument();
    expect(within(second).getByRole('img', { name: 'Video, 1:05' })).toBeInTheDocument();
    expect(second).toHaveTextContent('No one tagged');
  });

  it('loads the next page along the cursor with Load more, and stops at the last', async () => {
    const later = memory({ id: 'mem3', title: 'Harvest', description: null });
    const { user } = renderWithProviders(<MemoryGrid />, {
      mocks: [memoriesPage([beach, video], { endCursor: 'cursor-1' }), memoriesPage([later], { after: 'cursor-1' })],
    });

    await screen.findByRole('heading', { name: 'At the beach' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('heading', { name: 'Harvest' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['At the beach', 'First steps', 'Harvest']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('asks for only the newest few when given a limit, without more pages', async () => {
    renderWithProviders(<MemoryGrid limit={6} />, { mocks: [memoriesPage([beach], { first: 6, endCursor: 'cursor-1' })] });

    expect(await screen.findByRole('heading', { name: 'At the beach' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when the memories could not be loaded and tries again', async () => {
    const { user } = renderWithProviders(<MemoryGrid />, {
      mocks: [{ request: { query: MemoriesDocument, variables: () => true }, error: new Error('offline') }, memoriesPage([beach])],
    });

    expect(await screen.findByText('Memories could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'At the beach' })).toBeInTheDocument();
  });
});
