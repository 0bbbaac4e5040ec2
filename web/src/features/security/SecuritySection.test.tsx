import { jest } from '@jest/globals';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { PasskeyFieldsFragment } from '../../gql/graphql';
import { CurrentUserDocument } from '../../session/currentUser';
import { inLanguage } from '../../test/inLanguage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { BeginPasskeyRegistrationDocument } from './beginPasskeyRegistration';
import { ChangePasswordDocument } from './changePassword';
import { FinishPasskeyRegistrationDocument } from './finishPasskeyRegistration';
import { passkeyBrowser, suggestedPasskeyName } from './passkeyBrowser';
import { PasskeysDocument } from './passkeysQuery';
import { RemovePasskeyDocument } from './removePasskey';
import { SecuritySection } from './SecuritySection';

const meMock = (hasPassword: boolean) => ({
  request: { query: CurrentUserDocument },
  result: {
    data: {
      me: {
        __typename: 'User' as const,
        id: 'u1',
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        displayName: 'Ada Lovelace',
        profileImageUrl: null,
        isOnboarded: true,
        role: 'MEMBER' as const,
        hasPassword,
        language: null,
      },
    },
  },
});

type Passkey = PasskeyFieldsFragment & { __typename: 'Passkey' };

const laptop: Passkey = {
  __typename: 'Passkey',
  id: 'p1',
  name: 'Firefox on Linux',
  createdAt: '2026-11-01T09:00:00.000Z',
  lastUsedAt: null,
};

const passkeysMock = (passkeys: Passkey[]) => ({ request: { query: PasskeysDocument }, result: { data: { passkeys } } });

async function fill(user: UserEvent, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

afterEach(() => jest.restoreAllMocks());

describe('SecuritySection: password', () => {
  it('changes the password after checking the current one, and says so', async () => {
    const sentence = 'The current password is not right.';
    const { user } = renderWithProviders(<SecuritySection />, {
      mocks: [
        meMock(true),
        passkeysMock([]),
        {
          request: { query: ChangePasswordDocument, variables: { input: { currentPassword: 'wrong guess', newPassword: 'quiet orchard lamp' } } },
          result: { errors: [new GraphQLError(sentence, { extensions: { code: 'BAD_USER_INPUT', fields: { currentPassword: 'Not right' } } })] },
        },
        {
          request: { query: ChangePasswordDocument, variables: { input: { currentPassword: 'old secret words', newPassword: 'quiet orchard lamp' } } },
          result: { data: { changePassword: true } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText(/Current password/)).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText(/New password/)).toHaveAttribute('autocomplete', 'new-password');

    await fill(user, /Current password/, 'wrong guess');
    await fill(user, /New password/, 'quiet orchard lamp');
    await fill(user, /Confirm password/, 'quiet orchard lamp');
    await user.click(within(screen.getByRole('form', { name: 'Change password' })).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText(/Current password/)).toHaveAccessibleDescription(sentence));

    await user.clear(screen.getByLabelText(/Current password/));
    await fill(user, /Current password/, 'old secret words');
    await user.click(within(screen.getByRole('form', { name: 'Change password' })).getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('sets a first password without asking for a current one', async () => {
    const { user } = renderWithProviders(<SecuritySection />, {
      mocks: [
        meMock(false),
        passkeysMock([laptop]),
        { request: { query: ChangePasswordDocument, variables: { input: { newPassword: 'quiet orchard lamp' } } }, result: { data: { changePassword: true } } },
      ],
    });
    expect(await screen.findByText(/no password yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set a password' }));
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();

    await fill(user, /New password/, 'quiet orchard lamp');
    await fill(user, /Confirm password/, 'quiet orchard lamp');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });
});

describe('SecuritySection: passkeys', () => {
  beforeEach(() => {
    jest.spyOn(passkeyBrowser, 'support').mockReturnValue('yes');
  });

  it('adds a passkey named after this browser by default', async () => {
    const options = { challenge: 'Y2hhbGxlbmdl', rp: { name: 'Kinfolk' }, user: { id: 'dTE', name: 'ada@example.com', displayName: 'Ada' }, pubKeyCredParams: [] };
    const response = { id: 'cred', rawId: 'cred', type: 'public-key', response: {}, clientExtensionResults: {} };
    const register = jest.spyOn(passkeyBrowser, 'register').mockResolvedValue(response as never);
    const added = { ...laptop, id: 'p2', name: 'My phone', createdAt: '2026-11-20T09:00:00.000Z' };
    const { user } = renderWithProviders(<SecuritySection />, {
      mocks: [
        meMock(true),
        passkeysMock([laptop]),
        { request: { query: BeginPasskeyRegistrationDocument }, result: { data: { beginPasskeyRegistration: options } } },
        {
          request: { query: FinishPasskeyRegistrationDocument, variables: { input: { response, name: 'My phone' } } },
          result: { data: { finishPasskeyRegistration: added } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a passkey' });
    const name = within(dialog).getByLabelText(/Passkey name/);
    expect((name as HTMLInputElement).value).not.toBe('');

    await user.clear(name);
    await user.type(name, 'My phone');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Passkey added')).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith(options);
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    const list = screen.getByRole('list', { name: 'Passkeys' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('My phone'),
      expect.stringContaining('Firefox on Linux'),
    ]);
  });

  it('says so when the browser prompt is cancelled, and adds nothing', async () => {
    jest.spyOn(passkeyBrowser, 'register').mockRejectedValue(Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }));
    const { user } = renderWithProviders(<SecuritySection />, {
      mocks: [
        meMock(true),
        passkeysMock([]),
        { request: { query: BeginPasskeyRegistrationDocument }, result: { data: { beginPasskeyRegistration: { challenge: 'x' } } } },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The passkey was not added: the request was cancelled or timed out.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByText('No passkeys yet.')).toBeInTheDocument();
  });

  it('explains that this browser cannot create passkeys instead of offering to', async () => {
    jest.spyOn(passkeyBrowser, 'support').mockReturnValue('no-browser-support');
    renderWithProviders(<SecuritySection />, { mocks: [meMock(true), passkeysMock([laptop])] });

    expect(await screen.findByText(/This browser cannot create passkeys/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
    expect(await screen.findByText('Firefox on Linux')).toBeInTheDocument();
  });

  it('explains that passkeys need the server’s name when it was opened by an IP address', async () => {
    jest.spyOn(passkeyBrowser, 'support').mockReturnValue('ip-address');
    renderWithProviders(<SecuritySection />, { mocks: [meMock(true), passkeysMock([])] });

    expect(await screen.findByText(/Passkeys work only when Kinfolk is opened by its name/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });

  it('removes a passkey only after confirmation', async () => {
    const { user } = renderWithProviders(<SecuritySection />, {
      mocks: [
        meMock(true),
        passkeysMock([laptop]),
        { request: { query: RemovePasskeyDocument, variables: { id: 'p1' } }, result: { data: { removePasskey: 'p1' } } },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Firefox on Linux' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove “Firefox on Linux”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Passkey removed')).toBeInTheDocument();
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(screen.getByText('No passkeys yet.')).toBeInTheDocument();
  });
});

describe('SecuritySection in Spanish', () => {
  it('speaks Spanish, down to why the browser did not add a passkey', async () => {
    await inLanguage('es');
    jest.spyOn(passkeyBrowser, 'support').mockReturnValue('yes');
    jest.spyOn(passkeyBrowser, 'register').mockRejectedValue(Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }));
    const { user } = renderWithProviders(<SecuritySection />, {
      mocks: [
        meMock(false),
        passkeysMock([laptop]),
        { request: { query: BeginPasskeyRegistrationDocument }, result: { data: { beginPasskeyRegistration: { challenge: 'x' } } } },
      ],
    });

    expect(await screen.findByRole('heading', { name: 'Inicio de sesión y seguridad' })).toBeInTheDocument();
    expect(await screen.findByText(/Tu cuenta todavía no tiene contraseña/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear una contraseña' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Llaves de acceso' });
    expect(list).toHaveTextContent('Nunca usada');
    expect(within(list).getByRole('button', { name: 'Quitar Firefox on Linux' })).toBeInTheDocument();
    expect(suggestedPasskeyName('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox en Linux');

    await user.click(screen.getByRole('button', { name: 'Agregar una llave de acceso' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar una llave de acceso' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se agregó la llave de acceso: la solicitud se canceló o se agotó el tiempo.',
    );
    expect(within(dialog).getByRole('button', { name: 'Volver a intentar' })).toBeEnabled();
  });
});
