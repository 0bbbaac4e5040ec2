import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { inLanguage } from '../../test/inLanguage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AccessTokensDocument } from './accessTokensQuery';
import { AccessTokensSection } from './AccessTokensSection';
import { CreateAccessTokenDocument } from './createAccessToken';
import { RevokeAccessTokenDocument } from './revokeAccessToken';

const backup = {
  __typename: 'AccessToken',
  id: 't1',
  name: 'Backup script',
  prefix: 'kf_abc123',
  createdAt: '2026-11-01T09:00:00.000Z',
  lastUsedAt: null,
};

const listMock = (accessTokens: object[]) => ({
  request: { query: AccessTokensDocument },
  result: { data: { accessTokens } },
});

describe('AccessTokensSection', () => {
  it('lists tokens with their prefix and dates', async () => {
    renderWithProviders(<AccessTokensSection />, { mocks: [listMock([backup])] });

    expect(await screen.findByText('Backup script')).toBeInTheDocument();
    expect(screen.getByText(/kf_abc123/)).toBeInTheDocument();
    expect(screen.getByText(/Created Nov 1, 2026/)).toBeInTheDocument();
    expect(screen.getByText(/Never used/)).toBeInTheDocument();
  });

  it('creates a token and shows its secret once, ready to copy', async () => {
    const created = { ...backup, id: 't2', name: 'Photo sync', prefix: 'kf_zzz999' };
    const { user } = renderWithProviders(<AccessTokensSection />, {
      mocks: [
        listMock([]),
        {
          request: { query: CreateAccessTokenDocument, variables: { name: 'Photo sync' } },
          result: { data: { createAccessToken: { __typename: 'CreatedAccessToken', token: 'kf_zzz999_secret', accessToken: created } } },
        },
      ],
    });
    expect(await screen.findByText('No access tokens')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New token' }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Token name/), '  Photo sync ');
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const dialog = await screen.findByRole('dialog', { name: /Photo sync/ });
    expect(within(dialog).getByText('kf_zzz999_secret')).toBeInTheDocument();
    expect(within(dialog).getByText('Authorization: Bearer <token>')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy token' }));
    expect(await navigator.clipboard.readText()).toBe('kf_zzz999_secret');
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitForElementToBeRemoved(() => screen.queryByText('kf_zzz999_secret'));
    expect(screen.getByText('Photo sync')).toBeInTheDocument();
  });

  it('revokes a token only after confirmation', async () => {
    const { user } = renderWithProviders(<AccessTokensSection />, {
      mocks: [
        listMock([backup]),
        {
          request: { query: RevokeAccessTokenDocument, variables: { id: 't1' } },
          result: { data: { revokeAccessToken: { __typename: 'AccessToken', id: 't1' } } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke Backup script' }));
    const confirm = screen.getByRole('dialog', { name: /Revoke “Backup script”/ });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(screen.getByText('Backup script')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke Backup script' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('Token revoked')).toBeInTheDocument();
    expect(await screen.findByText('No access tokens')).toBeInTheDocument();
  });
});

describe('AccessTokensSection in Spanish', () => {
  it('creates, shows and revokes a token in Spanish', async () => {
    await inLanguage('es');
    const created = { ...backup, id: 't2', name: 'Photo sync', prefix: 'kf_zzz999' };
    const { user } = renderWithProviders(<AccessTokensSection />, {
      mocks: [
        listMock([]),
        {
          request: { query: CreateAccessTokenDocument, variables: { name: 'Photo sync' } },
          result: { data: { createAccessToken: { __typename: 'CreatedAccessToken', token: 'kf_zzz999_secret', accessToken: created } } },
        },
      ],
    });

    expect(await screen.findByRole('heading', { name: 'Tokens de acceso' })).toBeInTheDocument();
    expect(await screen.findByText('No hay tokens de acceso')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nuevo token' }));
    const form = screen.getByRole('dialog', { name: 'Nuevo token de acceso' });
    await user.type(within(form).getByLabelText(/Nombre del token/), 'Photo sync');
    await user.click(within(form).getByRole('button', { name: 'Crear token' }));

    const secret = await screen.findByRole('dialog', { name: 'Tu nuevo token “Photo sync”' });
    expect(secret).toHaveTextContent('Envíalo en cada solicitud a la API con el encabezado Authorization: Bearer <token>.');
    expect(within(secret).getByText('Authorization: Bearer <token>').tagName).toBe('CODE');
  });

  it('asks in Spanish before revoking, naming the token’s prefix', async () => {
    await inLanguage('es');
    const { user } = renderWithProviders(<AccessTokensSection />, { mocks: [listMock([backup])] });

    expect(await screen.findByText(/Creado el/)).toBeInTheDocument();
    expect(screen.getByText(/Nunca usado/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revocar Backup script' }));
    const confirm = screen.getByRole('dialog', { name: '¿Revocar “Backup script”?' });
    expect(confirm).toHaveTextContent('Todo lo que use el token que empieza por kf_abc123 dejará de funcionar de inmediato.');
    expect(within(confirm).getByText('kf_abc123').tagName).toBe('CODE');
    expect(within(confirm).getByRole('button', { name: 'Revocar' })).toBeInTheDocument();
  });
});
