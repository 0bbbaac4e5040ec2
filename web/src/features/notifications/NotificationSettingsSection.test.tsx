import { screen, within } from '@testing-library/react';
import type { NotificationKind, NotificationSettingsQuery } from '../../gql/graphql';
import { inLanguage } from '../../test/inLanguage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ALL_KINDS } from './notificationKindGroups';
import { NotificationSettingsDocument, UpdateNotificationSettingsDocument } from './notificationSettingsQuery';
import { NotificationSettingsSection } from './NotificationSettingsSection';

type Settings = NotificationSettingsQuery['notificationSettings'] & { __typename: 'NotificationSettings' };
const settings = (over: Partial<Settings> = {}): Settings => ({ __typename: 'NotificationSettings', enabledKinds: ALL_KINDS, digest: 'off', emailAvailable: true, ...over });

const settingsMock = (value: Settings) => ({ request: { query: NotificationSettingsDocument }, result: { data: { notificationSettings: value } } });
const saveMock = (input: { enabledKinds?: NotificationKind[]; digest?: Settings['digest'] }, answer: Settings) => ({
  request: { query: UpdateNotificationSettingsDocument, variables: { input } },
  result: { data: { updateNotificationSettings: answer } },
});

describe('NotificationSettingsSection', () => {
  it('shows a switch per kind under plain headings, all on by default', async () => {
    renderWithProviders(<NotificationSettingsSection />, { mocks: [settingsMock(settings())] });

    const reminders = await screen.findByRole('group', { name: 'Reminders' });
    expect(within(reminders).getByRole('switch', { name: 'Birthdays of living relatives, a week ahead' })).toBeChecked();
    expect(['Family and connections', 'Memories and stories', 'Events', 'Reminders'].map((name) => screen.getByRole('group', { name }))).toHaveLength(4);
    expect(screen.getAllByRole('switch')).toHaveLength(ALL_KINDS.length);
    expect(screen.getByRole('radio', { name: 'Off' })).toBeChecked();
  });

  it('saves a kind turned off, and a digest chosen', async () => {
    const withoutRsvps = ALL_KINDS.filter((k) => k !== 'event_rsvp');
    const { user } = renderWithProviders(<NotificationSettingsSection />, {
      mocks: [
        settingsMock(settings()),
        saveMock({ enabledKinds: withoutRsvps }, settings({ enabledKinds: withoutRsvps })),
        saveMock({ digest: 'weekly' }, settings({ enabledKinds: withoutRsvps, digest: 'weekly' })),
      ],
    });

    await user.click(await screen.findByRole('switch', { name: 'Answers to your event invitations' }));
    expect(screen.getByRole('switch', { name: 'Answers to your event invitations' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    expect(await screen.findByRole('radio', { name: 'Weekly' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Answers to your event invitations' })).not.toBeChecked();
    expect(screen.queryByText('Settings not saved')).not.toBeInTheDocument();
  });

  it('says so, and puts the setting back, when a change cannot be saved', async () => {
    const { user } = renderWithProviders(<NotificationSettingsSection />, {
      mocks: [settingsMock(settings()), { request: { query: UpdateNotificationSettingsDocument, variables: { input: { digest: 'daily' } } }, error: new Error('offline') }],
    });
    await user.click(await screen.findByRole('radio', { name: 'Daily' }));
    expect(await screen.findByText('Settings not saved')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Off' })).toBeChecked();
  });

  it('speaks Spanish to a Spanish reader', async () => {
    await inLanguage('es');
    renderWithProviders(<NotificationSettingsSection />, { mocks: [settingsMock(settings({ emailAvailable: false }))] });

    const reminders = await screen.findByRole('group', { name: 'Recordatorios' });
    expect(within(reminders).getByRole('switch', { name: 'Cumpleaños de familiares vivos, con una semana de anticipación' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Familia y conexiones' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Desactivado' })).toBeDisabled();
    expect(screen.getByRole('radiogroup', { name: 'Resumen por correo electrónico' })).toBeInTheDocument();
    expect(screen.getByText('El correo electrónico no está configurado en este servidor, así que no se pueden enviar resúmenes.')).toBeInTheDocument();
  });

  it('disables the digest, saying why, when the server cannot send e-mail', async () => {
    renderWithProviders(<NotificationSettingsSection />, { mocks: [settingsMock(settings({ emailAvailable: false }))] });

    expect(await screen.findByText('E-mail is not set up on this server, so digests cannot be sent.')).toBeInTheDocument();
    for (const name of ['Off', 'Daily', 'Weekly']) expect(screen.getByRole('radio', { name })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Requests to connect' })).toBeEnabled();
  });
});
