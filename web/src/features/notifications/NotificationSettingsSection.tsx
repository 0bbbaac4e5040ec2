import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useToast } from '../../components/toast';
import type { DigestFrequency, NotificationKind, NotificationSettingsInput, NotificationSettingsQuery } from '../../gql/graphql';
import { DigestChoice } from './DigestChoice';
import { NotificationKindSwitches } from './NotificationKindSwitches';
import { ALL_KINDS } from './notificationKindGroups';
import { NotificationSettingsDocument, UpdateNotificationSettingsDocument } from './notificationSettingsQuery';

type Settings = NotificationSettingsQuery['notificationSettings'];

/** The section's anchor, which the e-mail digest links to. */
const SECTION_ID = 'notification-settings';

/** The profile page's notification settings: what the viewer is told about, and the e-mail digest. Each change is saved at once. */
export function NotificationSettingsSection() {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(NotificationSettingsDocument);
  const [update] = useMutation(UpdateNotificationSettingsDocument);
  const settings = data?.notificationSettings;
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  // The digest e-mail links here: bring the section into view once it has its content.
  const shown = Boolean(settings);
  useEffect(() => {
    if (shown && hash === `#${SECTION_ID}`) section.current?.scrollIntoView?.({ block: 'start' });
  }, [shown, hash]);

  const save = async (current: Settings, input: NotificationSettingsInput) => {
    const next: Settings & { __typename: 'NotificationSettings' } = {
      __typename: 'NotificationSettings',
      ...current,
      enabledKinds: input.enabledKinds ?? current.enabledKinds,
      digest: input.digest ?? current.digest,
    };
    try {
      await update({ variables: { input }, optimisticResponse: { updateNotificationSettings: next } });
    } catch {
      toast({ title: t('settings.notSaved.title'), text: t('settings.notSaved.text'), variant: 'error' });
    }
  };
  const toggle = (current: Settings, kind: NotificationKind, on: boolean) => {
    const enabledKinds = ALL_KINDS.filter((k) => (k === kind ? on : current.enabledKinds.includes(k)));
    void save(current, { enabledKinds });
  };
  const chooseDigest = (current: Settings, digest: DigestFrequency) => void save(current, { digest });

  return (
    <Card component="section" id={SECTION_ID} ref={section} aria-labelledby="notification-settings-title">
      <CardHeader
        avatar={<NotificationsRoundedIcon color="primary" />}
        title={t('title')}
        subheader={t('settings.intro')}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'notification-settings-title' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {loading && !data ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
            <CircularProgress size={28} aria-label={t('settings.loading')} />
          </Box>
        ) : !settings ? (
          <QueryErrorAlert message={error ? t('settings.failed') : t('settings.unavailable')} onRetry={() => void refetch()} />
        ) : (
          <>
            <NotificationKindSwitches enabled={settings.enabledKinds} onToggle={(kind, on) => toggle(settings, kind, on)} />
            <Divider sx={{ my: 2 }} />
            <DigestChoice value={settings.digest} emailAvailable={settings.emailAvailable} onChange={(digest) => chooseDigest(settings, digest)} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
