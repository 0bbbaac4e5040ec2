import { Route, Routes } from 'react-router-dom';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ResetPasswordDocument } from './resetPassword';
import { ResetPasswordPage } from './ResetPasswordPage';

const resetMock = (newPassword: string, result: object) => ({
  request: { query: ResetPasswordDocument, variables: { input: { token: 'tok-9', newPassword } } },
  result,
});

const refused = (message: string, fields: Record<string, string>) => ({
  errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields } })],
});

function renderPage(mocks: object[], signedIn = false) {
  return renderWithProviders(
    <Routes>
      <Route path="/reset-password/:token" element={<ResetPasswordPage signedIn={signedIn} />} />
    </Routes>,
    { mocks: mocks as never, route: '/reset-password/tok-9' },
  );
}

async function choose(user: UserEvent, password: string, confirmation = password) {
  await user.click(screen.getByLabelText(/New password/));
  await user.paste(password);
  await user.click(screen.getByLabelText(/Confirm password/));
  await user.paste(confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ResetPasswordPage', () => {
  it('changes the password with the link and then offers to sign in', async () => {
    const { user } = renderPage([resetMock('quiet orchard lamp', { data: { resetPassword: true } })]);
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/New password/)).toHaveAttribute('autocomplete', 'new-password');

    await choose(user, 'quiet orchard lamp');

    expect(await screen.findByText(/Your password has been changed\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/api/login');
  });

  it('leads a signed-in user back home instead', async () => {
    const { user } = renderPage([resetMock('quiet orchard lamp', { data: { resetPassword: true } })], true);
    await choose(user, 'quiet orchard lamp');

    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/');
  });

  it('checks the length and the confirmation before sending anything', async () => {
    const { user } = renderPage([]);
    await choose(user, 'short', 'shorter');

    expect(await screen.findByText('Use at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
  });

  it('shows the server’s reason beside the password when it refuses a common one', async () => {
    const sentence = 'This password is too common or too easy to guess. Try a longer one, such as a few unrelated words.';
    const { user } = renderPage([resetMock('password1234', refused(sentence, { newPassword: sentence }))]);
    await choose(user, 'password1234');

    await waitFor(() => expect(screen.getByLabelText(/New password/)).toHaveAccessibleDescription(sentence));
    expect(screen.queryByText(/has been changed/)).not.toBeInTheDocument();
  });

  it('explains a link that has expired or was used', async () => {
    const expired = 'This reset link has expired or was already used. Ask for a new one.';
    const { user } = renderPage([resetMock('quiet orchard lamp', refused(expired, { token: expired }))]);
    await choose(user, 'quiet orchard lamp');

    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
  });
});
