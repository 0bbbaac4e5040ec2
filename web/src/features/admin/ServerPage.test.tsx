import { screen, within } from '@testing-library/react';
import type { ServerStatusQuery } from '../../gql/graphql';
import { inLanguage } from '../../test/inLanguage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ChallengeCatalogueDocument } from './challengeCatalogueQueries';
import { RetryJobDocument, RunBackupDocument, ServerStatusDocument, SetRegistrationDocument } from './serverStatusQuery';
import { ServerPage } from './ServerPage';

const status = (backups: ServerStatusQuery['serverStatus']['backups'], registration: 'INVITE' | 'OPEN' = 'INVITE'): ServerStatusQuery =>
  ({
  signInOptions: { __typename: 'SignInOptions', registration },
  serverStatus: {
    __typename: 'ServerStatus',
    version: '0.1.0',
    startedAt: '2026-11-20T08:00:00.000Z',
    settings: [
      { __typename: 'ServerSetting', name: 'SESSION_SECRET', value: '••••••••' },
      { __typename: 'ServerSetting', name: 'S3_BUCKET', value: 'family-files' },
    ],
    storage: { __typename: 'StorageUse', bytes: 5 * 1024 * 1024 * 1024, files: 1234 },
    jobs: {
      __typename: 'JobQueueStatus',
      waiting: 2,
      running: 1,
      failed: 1,
      failedJobs: [{ __typename: 'FailedJob', id: '42', task: 'files:derivatives', attempts: 25, lastError: 'Error: the disk was full', failedAt: '2026-11-24T10:00:00.000Z' }],
    },
    backupSchedule: null,
    backupKeep: 7,
    backups,
  },
  }) as unknown as ServerStatusQuery; // with the __typename fields the cache adds

const done = { __typename: 'BackupRun' as const, id: 'b1', state: 'done' as const, trigger: 'manual', size: 3 * 1024 * 1024, files: 12, error: null, createdAt: '2026-11-25T09:00:00.000Z', finishedAt: '2026-11-25T09:01:00.000Z', downloadUrl: '/api/admin/backups/b1/download' };
const statusMock = (data: ServerStatusQuery) => ({ request: { query: ServerStatusDocument }, result: { data } });
const catalogueMock = {
  request: { query: ChallengeCatalogueDocument },
  result: {
    data: {
      challengeCatalogue: [
        { __typename: 'DiscoveryChallenge', id: 'c1', key: 'five-ancestors', title: 'Five ancestors', category: 'tree_building', difficulty: 'easy', isActive: true, rewards: { __typename: 'ChallengeRewards', points: 50 }, viewerCan: { __typename: 'ChallengePermissions', setActive: true } },
      ],
    },
  },
};

describe('ServerPage', () => {
  it('shows storage, the job queue, backups and the settings', async () => {
    renderWithProviders(<ServerPage />, { mocks: [statusMock(status([done])), catalogueMock] });
    expect(await screen.findByText('5.0 GB')).toBeInTheDocument();
    expect(screen.getByText('in 1234 files')).toBeInTheDocument();
    const failed = screen.getByRole('list', { name: 'Failed jobs' });
    expect(failed).toHaveTextContent('files:derivatives');
    expect(failed).toHaveTextContent('Error: the disk was full · tried 25 times');
    const backups = screen.getByRole('list', { name: 'Latest backups' });
    expect(within(backups).getByText('Done')).toBeInTheDocument();
    expect(within(backups).getByText('3.0 MB, 12 files')).toBeInTheDocument();
    expect(within(backups).getByRole('link', { name: /Download the backup/ })).toHaveAttribute('href', '/api/admin/backups/b1/download');
    const settings = screen.getByRole('table', { name: 'Settings' });
    expect(within(settings).getByText('SESSION_SECRET').closest('tr')).toHaveTextContent('••••••••');
    expect(screen.getByRole('radio', { name: 'Only people with an invitation link' })).toBeChecked();
    expect(await screen.findByRole('switch', { name: 'Five ancestors' })).toBeChecked();
  });

  it('starts a backup, retries a failed job and opens registration', async () => {
    const running = { ...done, id: 'b2', state: 'running' as const, size: null, files: null, finishedAt: null, downloadUrl: null };
    const { user } = renderWithProviders(<ServerPage />, {
      mocks: [
        statusMock(status([done])),
        catalogueMock,
        { request: { query: RunBackupDocument }, result: { data: { runBackup: { __typename: 'BackupRun', id: 'b2', state: 'queued' } } } },
        // While the backup runs the page asks again every two seconds: on a slow machine as often as it likes.
        { ...statusMock(status([running, done])), maxUsageCount: Number.POSITIVE_INFINITY },
        { request: { query: RetryJobDocument, variables: { id: '42' } }, result: { data: { retryJob: true } } },
        { request: { query: SetRegistrationDocument, variables: { mode: 'OPEN' } }, result: { data: { setRegistration: { __typename: 'SignInOptions', registration: 'OPEN' } } } },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('The backup has started')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Backing up…' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Backup in progress' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try the job files:derivatives again' }));
    expect(await screen.findByText('The job will run again now')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Anyone who reaches this server' }));
    expect(await screen.findByText('Anyone may now create an account')).toBeInTheDocument();
  });

  it('speaks Spanish to a Spanish reader', async () => {
    await inLanguage('es');
    renderWithProviders(<ServerPage />, { mocks: [statusMock(status([done])), catalogueMock] });
    expect(await screen.findByRole('heading', { name: 'Espacio y trabajos en segundo plano' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Servidor' })).toBeInTheDocument();
    expect(screen.getByText('en 1234 archivos')).toBeInTheDocument();
    expect(screen.getByText('trabajos en espera')).toBeInTheDocument();
    const failed = screen.getByRole('list', { name: 'Trabajos con error' });
    expect(failed).toHaveTextContent('Error: the disk was full · intentado 25 veces');
    expect(within(failed).getByRole('button', { name: 'Volver a intentar el trabajo files:derivatives' })).toBeInTheDocument();
    const backups = screen.getByRole('list', { name: 'Últimas copias de seguridad' });
    expect(within(backups).getByText('Lista')).toBeInTheDocument();
    expect(within(backups).getByText(/12 archivos$/)).toBeInTheDocument();
    expect(screen.getByText(/se conservan las últimas 7 en el almacenamiento del servidor/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hacer una copia ahora' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Solo las personas con un enlace de invitación' })).toBeChecked();
    expect(screen.getByRole('table', { name: 'Configuración' })).toBeInTheDocument();
  });
});
