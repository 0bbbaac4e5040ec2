import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { LandingPage } from './LandingPage';

describe('LandingPage', () => {
  it('sends both Sign In and Start Building to the sign-in page', () => {
    renderWithProviders(<LandingPage />);

    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    expect(screen.getByRole('link', { name: /Start Building/ })).toHaveAttribute('href', '/api/login');
  });

  it('presents Kinfolk and its four main features', () => {
    renderWithProviders(<LandingPage />);

    expect(screen.getAllByText('Kinfolk').length).toBeGreaterThan(0);
    for (const title of ['Interactive family trees', 'Memory sharing', 'Smart connections', 'Private and secure']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });
});
