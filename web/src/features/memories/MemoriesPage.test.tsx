import { screen, within } from '@testing-library/react';
import { inLanguage } from '../../test/inLanguage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MemoriesPage } from './MemoriesPage';
import { RecentMemoriesCard } from './RecentMemoriesCard';
import { memory, photoTag } from './test/memoryFixtures';
import { circlesMock, memoriesPage, memoryMock, treesMock } from './test/memoryMocks';

const circles = circlesMock([
  { id: 'c1', name: 'Rivera cousins' },
  { id: 'c2', name: 'Grandma’s house' },
]);

describe('MemoriesPage', () => {
  it('shows every circle’s memories, then one circle’s when chosen in the filter', async () => {
    const kitchen = memory({ id: 'mem9', title: 'Sunday lunch', circle: { __typename: 'Circle', id: 'c2', name: 'Grandma’s house' } as never });
    const { user } = renderWithProviders(<MemoriesPage />, {
      route: '/memories',
      mocks: [circles, memoriesPage([memory()]), memoriesPage([kitchen], { circleId: 'c2' })],
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Memories' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'At the beach' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Circle' }));
    await user.click(await screen.findByRole('option', { name: 'Grandma’s house' }));

    expect(await screen.findByRole('heading', { name: 'Sunday lunch' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'At the beach' })).not.toBeInTheDocument();
  });

  it('opens the memory a link names in the viewer, and closing it leaves the grid', async () => {
    const linked = memory({ id: 'mem7', title: 'Harvest festival' });
    const { user } = renderWithProviders(<MemoriesPage />, {
      route: '/memories?memory=mem7',
      mocks: [circles, memoriesPage([memory()]), memoryMock(linked)],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Harvest festival' });
    await user.click(within(dialog).getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('dialog', { name: 'Harvest festival' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'At the beach' })).toBeInTheDocument();
  });

  it('opens the upload dialog with the circle being shown already chosen', async () => {
    const { user } = renderWithProviders(<MemoriesPage />, {
      route: '/memories?circle=c2',
      mocks: [circles, treesMock, memoriesPage([], { circleId: 'c2' })],
    });
    expect(await screen.findByText('No memories yet')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Upload Memory' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Upload Memory' });
    expect(within(dialog).getByRole('combobox', { name: /Circle/ })).toHaveTextContent('Grandma’s house');
  });
});

describe('MemoriesPage in Spanish', () => {
  it('shows the page, its cards and the upload dialog in Spanish', async () => {
    await inLanguage('es');
    const tagged = memory({ photoTags: [photoTag({ id: 't1' }), photoTag({ id: 't2', name: 'Tomas Rivera' })] });
    const { user } = renderWithProviders(<MemoriesPage />, { route: '/memories', mocks: [circles, treesMock, memoriesPage([tagged])] });

    expect(screen.getByRole('heading', { level: 1, name: 'Recuerdos' })).toBeInTheDocument();
    expect(screen.getByText('Fotos y videos que tu familia comparte en sus círculos.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Círculo' })).toHaveTextContent('Todos los círculos');
    const card = await screen.findByRole('article', { name: 'At the beach' });
    expect(within(card).getByRole('button', { name: 'Abrir At the beach' })).toBeInTheDocument();
    expect(card).toHaveTextContent('2 personas etiquetadas');

    await user.click(screen.getByRole('button', { name: 'Subir recuerdo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subir recuerdo' });
    expect(within(dialog).getByRole('button', { name: 'Elegir foto o video' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Título/)).toBeInTheDocument();
    await within(dialog).findByRole('combobox', { name: /Círculo/ });
    await user.click(within(dialog).getByRole('button', { name: 'Subir recuerdo' }));
    expect(await screen.findByText('Falta información')).toBeInTheDocument();
    expect(screen.getByText('Completa todos los campos obligatorios y selecciona un archivo.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });
});

describe('RecentMemoriesCard', () => {
  it('shows the newest six with a link to all of them', async () => {
    const { user } = renderWithProviders(<RecentMemoriesCard />, { mocks: [memoriesPage([memory()], { first: 6 })] });

    const card = screen.getByRole('region', { name: 'Recent memories' });
    expect(await within(card).findByRole('heading', { name: 'At the beach' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Upload Memory' })).toBeInTheDocument();
    await user.click(within(card).getByRole('link', { name: 'See all' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/memories');
  });
});
