import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { inLanguage } from '../../test/inLanguage';
import { RoutedLanding as LandingPage } from './RoutedLanding';
import { jest } from '@jest/globals';

/**
 * The server's answer to the landing page's one request (its sign-in options), and the request it
 * got. The landing page asks with fetch, without the GraphQL client, to stay light.
 */
function answerLanding(needsAdministrator: boolean, builtInAccounts = true) {
  const asked = jest.fn(async (_url: string, _init?: { body?: string }) => ({
    ok: true,
    json: async () => ({ data: { signInOptions: { needsAdministrator, builtInAccounts } } }),
  }));
  globalThis.fetch = asked as unknown as typeof fetch;
  return asked;
}

const optionsMock = (needsAdministrator: boolean, builtInAccounts = true) => {
  answerLanding(needsAdministrator, builtInAccounts);
  return [];
};

describe('LandingPage', () => {
  it('sends both Sign In and Start Building to the sign-in page', async () => {
    renderWithProviders(<LandingPage />, { mocks: optionsMock(false) });

    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    expect(await screen.findByRole('link', { name: /Start Building/ })).toHaveAttribute('href', '/api/login');
  });

  it('invites the first visitor of a fresh server to create the administrator account', async () => {
    renderWithProviders(<LandingPage />, { mocks: optionsMock(true) });
    const [url, init] = (globalThis.fetch as unknown as ReturnType<typeof answerLanding>).mock.calls[0];
    expect([url, JSON.parse(init!.body!).operationName]).toEqual(['/graphql', 'LandingSignInOptions']);

    expect(await screen.findByRole('link', { name: /Create the administrator account/ })).toHaveAttribute('href', '/api/login');
    expect(screen.queryByRole('link', { name: /Start Building/ })).not.toBeInTheDocument();
  });

  it('keeps Start Building where another provider signs people in', async () => {
    renderWithProviders(<LandingPage />, { mocks: optionsMock(true, false) });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(screen.getByRole('link', { name: /Start Building/ })).toHaveAttribute('href', '/api/login');
    expect(screen.queryByRole('link', { name: /Create the administrator account/ })).not.toBeInTheDocument();
  });

  it('presents Kinfolk and its four main features', () => {
    renderWithProviders(<LandingPage />, { mocks: optionsMock(false) });

    expect(screen.getAllByText('Kinfolk').length).toBeGreaterThan(0);
    for (const title of ['Interactive family trees', 'Memory sharing', 'Smart connections', 'Private and secure']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it.each([
    ['cancelled', 'Sign-in was cancelled.'],
    ['not_invited', 'This server is invitation-only. Ask a family member for an invitation link.'],
    ['expired', 'The sign-in took too long. Please try again.'],
    ['failed', 'Sign-in did not complete. Please try again.'],
  ])('explains a sign-in that came back with %s and offers to try again', async (code, sentence) => {
    renderWithProviders(<LandingPage />, { mocks: optionsMock(false), route: `/?sign_in_error=${code}` });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(sentence);
    expect(within(alert).getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/api/login');
  });

  it('never shows what an unknown sign_in_error says', async () => {
    const injected = encodeURIComponent('Your account is locked, call 555-0100');
    renderWithProviders(<LandingPage />, { mocks: optionsMock(false), route: `/?sign_in_error=${injected}` });

    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in did not complete. Please try again.');
    expect(screen.queryByText(/555-0100/)).not.toBeInTheDocument();
  });

  it('shows no alert after an ordinary visit', () => {
    renderWithProviders(<LandingPage />, { mocks: optionsMock(false) });

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Spanish to a Spanish visitor', async () => {
    await inLanguage('es');
    renderWithProviders(<LandingPage />, { mocks: optionsMock(false), route: '/?sign_in_error=cancelled' });

    expect(screen.getByRole('heading', { name: 'La historia de tu familia, toda en un mismo lugar.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/api/login');
    expect(await screen.findByRole('link', { name: /Empezar a construir/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Árboles genealógicos interactivos' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ilustración de un árbol genealógico de tres generaciones' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Se canceló el inicio de sesión.');
    expect(within(alert).getByRole('link', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });
});
