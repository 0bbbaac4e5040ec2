import { screen } from '@testing-library/react';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import { tKey } from '../../lib/i18n';
import { renderWithProviders } from '../../test/renderWithProviders';
import { inLanguage } from '../../test/inLanguage';
import { OneTimeLinkDialog } from '../OneTimeLinkDialog';
import { AppShell } from './AppShell';

const user = { displayName: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const home = { key: 'home', title: tKey('common:feature.home.title'), description: tKey('common:feature.home.description'), icon: <HomeRoundedIcon />, to: '/' };
const circles = { key: 'circles', title: tKey('common:feature.circles.title'), description: tKey('common:feature.circles.description'), icon: <GroupsRoundedIcon />, to: '/circles' };

function renderShell() {
  return renderWithProviders(
    <AppShell user={user} mainItems={[home]} moreItems={[circles]} profilePath="/profile" signOutAction="/api/logout">
      <p>Page</p>
    </AppShell>,
  );
}

describe('AppShell', () => {
  it('names the features and its own buttons', () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/profile');
  });

  it('speaks Spanish to a Spanish reader', async () => {
    await inLanguage('es');
    const { user: person } = renderShell();
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tu perfil' })).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Más' }));
    expect(await screen.findByRole('menuitem', { name: 'Círculos' })).toHaveAttribute('href', '/circles');
  });
});

describe('the More menu', () => {
  const stories = { ...circles, key: 'stories', title: tKey('common:feature.stories.title'), to: '/stories', group: 'family-life' as const };
  const server = { ...circles, key: 'server', title: tKey('common:feature.server.title'), to: '/admin/server', group: 'administration' as const };
  const grouped = [server, { ...circles, group: 'family-life' as const }, stories];

  function renderGrouped() {
    return renderWithProviders(
      <AppShell user={user} mainItems={[home]} moreItems={grouped} profilePath="/profile" signOutAction="/api/logout">
        <p>Page</p>
      </AppShell>,
    );
  }

  it('lists its entries under section headings, family life before administration', async () => {
    const { user: person } = renderGrouped();
    await person.click(screen.getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu');
    const order = [...menu.children].map((entry) => entry.textContent).filter(Boolean);
    expect(order).toEqual(['Family life', 'Circles', 'Family Stories', 'Administration', 'Server']);
    expect(screen.getAllByRole('menuitem').map((item) => item.getAttribute('href'))).toEqual(['/circles', '/stories', '/admin/server']);
  });

  it('shows the same sections in the phone drawer', async () => {
    const { user: person } = renderGrouped();
    await person.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Main menu' });
    const headings = [...drawer.querySelectorAll('.MuiListSubheader-root')].map((h) => h.textContent);
    expect(headings).toEqual(['Family life', 'Administration']);
  });
});

describe('OneTimeLinkDialog', () => {
  it('speaks Spanish to a Spanish reader', async () => {
    await inLanguage('es');
    const link = { url: 'https://kinfolk.example/reset/abc', expiresAt: new Date(Date.now() + 60 * 60 * 1000).toISOString() };
    renderWithProviders(<OneTimeLinkDialog open title="Enlace" link={link} onClose={() => {}} onClosed={() => {}} />);
    expect(await screen.findByText('Cópialo ahora: es la única vez que se muestra el enlace.')).toBeInTheDocument();
    expect(screen.getByLabelText('Enlace', { selector: 'code' })).toHaveTextContent(link.url);
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Listo' })).toBeInTheDocument();
    expect(screen.getByText(/^Funciona una sola vez, hasta el /)).toBeInTheDocument();
  });
});
