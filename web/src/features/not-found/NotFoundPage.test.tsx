import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { inLanguage } from '../../test/inLanguage';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('tells the visitor the page does not exist and links home', async () => {
    const { user } = renderWithProviders(<NotFoundPage />, { route: '/no-such-page' });

    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /home/i }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('speaks Spanish to a Spanish reader', async () => {
    await inLanguage('es');
    renderWithProviders(<NotFoundPage />, { route: '/no-such-page' });
    expect(screen.getByRole('heading', { name: '404: página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeInTheDocument();
  });
});
