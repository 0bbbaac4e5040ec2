import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { browser } from './browser';
import { fakeSignInServer } from './test/fakeServer';
import { fill, optionsMock, previewMock, renderPage, STEP } from './test/signInPage';

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

describe('SignInPage with an invitation or open registration', () => {
  it('welcomes the invitee with the inviter’s name and note, and creates their account with the invitation', async () => {
    server.answer(`${STEP}/register`, 200, { redirectTo: '/oidc/auth/abc123' });
    const { user } = renderPage(
      [optionsMock(), previewMock('tok-1', { inviterName: 'Grace Hopper', note: 'For cousin Maria' })],
      '/sign-in/abc123?invitation=tok-1',
    );

    expect(await screen.findByRole('heading', { name: 'Grace Hopper invited you to join the family on Kinfolk' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Grace Hopper’s note' })).toHaveTextContent('“For cousin Maria”');
    await fill(user, screen.getByLabelText(/First name/), 'Maria');
    await fill(user, screen.getByLabelText(/Last name/), 'Hopper');
    await fill(user, screen.getByLabelText(/Email/), 'maria@example.com');
    await fill(user, screen.getByLabelText(/^Password/), 'blue harbour lantern');
    await fill(user, screen.getByLabelText(/Confirm password/), 'blue harbour lantern');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(go).toHaveBeenCalled());
    expect(server.requests[0].body).toEqual({
      firstName: 'Maria',
      lastName: 'Hopper',
      email: 'maria@example.com',
      password: 'blue harbour lantern',
      invitation: 'tok-1',
    });
  });

  it('lets an invitee who already has an account sign in instead', async () => {
    const { user } = renderPage([optionsMock(), previewMock('tok-1', { inviterName: 'Grace Hopper', note: null })], '/sign-in/abc123?invitation=tok-1');

    await user.click(await screen.findByRole('button', { name: 'I already have an account' }));

    expect(screen.getByRole('heading', { name: 'Sign in to Kinfolk' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('explains an invitation link that no longer works, above the sign-in form', async () => {
    renderPage([optionsMock(), previewMock('old', null)], '/sign-in/abc123?invitation=old');

    expect(await screen.findByText('This invitation link has expired or was already used. Ask for a new one.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in to Kinfolk' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create an account/ })).not.toBeInTheDocument();
  });

  it('offers to create an account only when registration is open', async () => {
    const inviteOnly = renderPage([optionsMock({ registration: 'INVITE' })]);
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: 'Create an account' })).not.toBeInTheDocument();
    inviteOnly.unmount();
    const { user } = renderPage([optionsMock({ registration: 'OPEN' })]);

    await user.click(await screen.findByRole('button', { name: 'Create an account' }));

    expect(screen.getByRole('heading', { name: 'Create your Kinfolk account' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
  });
});
