import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { inLanguage } from '../../test/inLanguage';
import { browser } from './browser';
import { fakeSignInServer } from './test/fakeServer';
import { RequestPasswordResetDocument } from './requestPasswordReset';
import { fill, optionsMock, renderPage, STEP } from './test/signInPage';

let server: ReturnType<typeof fakeSignInServer>;
let go: jest.SpiedFunction<typeof browser.go>;

beforeEach(() => {
  server = fakeSignInServer();
  go = jest.spyOn(browser, 'go').mockImplementation(() => {});
});

afterEach(() => {
  server.restore();
  jest.restoreAllMocks();
  delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
});

describe('SignInPage on a fresh server', () => {
  it('creates the administrator account and follows the server to the next step', async () => {
    server.answer(`${STEP}/register`, 200, { redirectTo: '/oidc/auth/abc123' });
    const { user } = renderPage([optionsMock({ needsAdministrator: true })]);

    expect(await screen.findByRole('heading', { name: 'Create the administrator account' })).toBeInTheDocument();
    expect(screen.getByText(/first account runs the server/)).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/First name/), ' Ada ');
    await fill(user, screen.getByLabelText(/Last name/), 'Lovelace');
    await fill(user, screen.getByLabelText(/Email/), 'ada@example.com');
    await fill(user, screen.getByLabelText(/^Password/), 'analytical engine notes');
    await fill(user, screen.getByLabelText(/Confirm password/), 'analytical engine notes');
    await user.click(screen.getByRole('button', { name: 'Create the administrator account' }));

    await waitFor(() => expect(go).toHaveBeenCalledWith('/oidc/auth/abc123'));
    expect(server.requests).toEqual([
      {
        url: `${STEP}/register`,
        method: 'POST',
        contentType: 'application/json',
        body: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'analytical engine notes' },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Create the administrator account' })).toBeDisabled();
  });

  it('checks the form before sending it: required fields, the email, the length and the confirmation', async () => {
    const { user } = renderPage([optionsMock({ needsAdministrator: true })]);
    await screen.findByRole('heading', { name: 'Create the administrator account' });

    await user.click(screen.getByRole('button', { name: 'Create the administrator account' }));
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(5));
    expect(screen.getByLabelText(/First name/)).toHaveFocus();

    await fill(user, screen.getByLabelText(/First name/), 'Ada');
    await fill(user, screen.getByLabelText(/Last name/), 'Lovelace');
    await fill(user, screen.getByLabelText(/Email/), 'ada at example');
    await fill(user, screen.getByLabelText(/^Password/), 'short');
    await fill(user, screen.getByLabelText(/Confirm password/), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Create the administrator account' }));

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Use at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('shows the server’s sentence when it refuses the password', async () => {
    server.answer(`${STEP}/register`, 400, 'This password is too common or too easy to guess. Try a longer one, such as a few unrelated words.');
    const { user } = renderPage([optionsMock({ needsAdministrator: true })]);
    await screen.findByRole('heading', { name: 'Create the administrator account' });
    await fill(user, screen.getByLabelText(/First name/), 'Ada');
    await fill(user, screen.getByLabelText(/Last name/), 'Lovelace');
    await fill(user, screen.getByLabelText(/Email/), 'ada@example.com');
    await fill(user, screen.getByLabelText(/^Password/), 'password1234');
    await fill(user, screen.getByLabelText(/Confirm password/), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Create the administrator account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common or too easy to guess.');
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create the administrator account' })).toBeEnabled();
  });
});

describe('SignInPage signing in', () => {
  it('signs in with email and password, with the fields password managers expect', async () => {
    server.answer(`${STEP}/sign-in`, 200, { redirectTo: '/oidc/auth/abc123' });
    const { user } = renderPage([optionsMock()]);

    expect(await screen.findByRole('heading', { name: 'Sign in to Kinfolk' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('autocomplete', 'username');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');

    await fill(user, screen.getByLabelText(/Email/), 'ada@example.com');
    await fill(user, password, 'analytical engine notes');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(go).toHaveBeenCalledWith('/oidc/auth/abc123'));
    expect(server.requests[0]).toMatchObject({ url: `${STEP}/sign-in`, body: { email: 'ada@example.com', password: 'analytical engine notes' } });
  });

  it('shows a wrong password or too many attempts in words, above the form', async () => {
    server.answer(`${STEP}/sign-in`, 401, 'The email or password is not right.\nRequest id: 5f0c6a2e-0001');
    server.answer(`${STEP}/sign-in`, 429, 'Too many sign-in attempts. Try again in 15 minutes.\nRequest id: 5f0c6a2e-0002');
    const { user } = renderPage([optionsMock()]);
    await fill(user, await screen.findByLabelText(/Email/), 'ada@example.com');
    await fill(user, screen.getByLabelText(/^Password/), 'not my password');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is not right.');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Too many sign-in attempts\. Try again in 15 minutes\.$/);
    expect(go).not.toHaveBeenCalled();
  });

  it('offers to start again when the sign-in step has expired', async () => {
    server.answer(`${STEP}/sign-in`, 404, 'This sign-in page has expired. Please start again.');
    const { user } = renderPage([optionsMock()]);
    await fill(user, await screen.findByLabelText(/Email/), 'ada@example.com');
    await fill(user, screen.getByLabelText(/^Password/), 'analytical engine notes');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This sign-in page has expired.');
    expect(within(alert).getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/api/login');
  });

  it('never shows a server error page as the reason', async () => {
    server.answer(`${STEP}/sign-in`, 500, 'Internal server error');
    const { user } = renderPage([optionsMock()]);
    await fill(user, await screen.findByLabelText(/Email/), 'ada@example.com');
    await fill(user, screen.getByLabelText(/^Password/), 'analytical engine notes');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on the server. Please try again in a moment.');
  });

  it('offers a passkey only where the browser supports them, and signs in with one', async () => {
    const withoutPasskeys = renderPage([optionsMock()]);
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
    withoutPasskeys.unmount();

    Object.assign(window, { PublicKeyCredential: function PublicKeyCredential() {} });
    const options = { challenge: 'c2lnbiBtZQ', rpId: 'localhost', allowCredentials: [] };
    const response = { id: 'cred', rawId: 'cred', type: 'public-key', response: {}, clientExtensionResults: {} };
    const authenticate = jest.spyOn(browser, 'authenticateWithPasskey').mockResolvedValue(response as never);
    server.answer(`${STEP}/passkey-options`, 200, options);
    server.answer(`${STEP}/passkey`, 200, { redirectTo: '/oidc/auth/abc123' });
    const { user } = renderPage([optionsMock()]);

    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));

    await waitFor(() => expect(go).toHaveBeenCalledWith('/oidc/auth/abc123'));
    expect(authenticate).toHaveBeenCalledWith(options);
    expect(server.requests.map((r) => [r.url, r.body])).toEqual([
      [`${STEP}/passkey-options`, {}],
      [`${STEP}/passkey`, { response }],
    ]);
  });

  it('says so when the passkey prompt is cancelled', async () => {
    Object.assign(window, { PublicKeyCredential: function PublicKeyCredential() {} });
    jest.spyOn(browser, 'authenticateWithPasskey').mockRejectedValue(Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }));
    server.answer(`${STEP}/passkey-options`, 200, { challenge: 'x' });
    const { user } = renderPage([optionsMock()]);

    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No passkey was used: the request was cancelled or timed out.');
    expect(server.requests).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
  });
});

describe('SignInPage with a forgotten password', () => {
  it('e-mails a reset link when the server sends mail, without saying whether the account exists', async () => {
    const { user } = renderPage([
      optionsMock({ passwordResetByEmail: true }),
      {
        request: { query: RequestPasswordResetDocument, variables: { email: 'ada@example.com' } },
        result: { data: { requestPasswordReset: true } },
      },
    ]);
    await fill(user, await screen.findByLabelText(/Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));

    const form = screen.getByRole('form', { name: 'Choose a new password' });
    expect(within(form).getByLabelText(/Email/)).toHaveValue('ada@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send link' }));

    expect(await screen.findByText('If an account uses this address, a link to choose a new password is on its way.')).toBeInTheDocument();
  });

  it('points to the administrator when the server sends no mail', async () => {
    const { user } = renderPage([optionsMock({ passwordResetByEmail: false })]);
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));

    expect(screen.getByText('Ask your administrator for a password reset link.')).toBeInTheDocument();
  });
});

describe('SignInPage in Spanish', () => {
  it('speaks Spanish, down to the field checks and the page’s own messages', async () => {
    await inLanguage('es');
    server.answer(`${STEP}/sign-in`, 503, 'Service Unavailable');
    const { user } = renderPage([optionsMock({ passwordResetByEmail: true })]);

    expect(await screen.findByRole('heading', { name: 'Inicia sesión en Kinfolk' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findAllByText('Obligatorio')).toHaveLength(2);

    await fill(user, screen.getByLabelText(/Correo electrónico/), 'ada@example.com');
    await fill(user, screen.getByLabelText(/^Contraseña/), 'analytical engine notes');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo salió mal en el servidor. Vuelve a intentarlo en un momento.');

    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    const form = screen.getByRole('form', { name: 'Elige una contraseña nueva' });
    expect(within(form).getByRole('button', { name: 'Enviar enlace' })).toBeInTheDocument();
  });
});
