import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import HourglassEmptyRoundedIcon from '@mui/icons-material/HourglassEmptyRounded';
import { errorMessageOf } from '../../apollo/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { FeaturePage } from '../../components/FeaturePage';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useToast } from '../../components/toast';
import type { CapsuleFieldsFragment } from '../../gql/graphql';
import { currentLanguage } from '../../lib/i18n';
import { CancelTimeCapsuleDocument, CapsuleNoticesDocument, SealTimeCapsuleDocument, TimeCapsulesDocument } from './capsuleDocuments';
import { openingText } from './capsuleTime';
import { CapsuleCard } from './CapsuleCard';
import { CapsuleDialog } from './CapsuleDialog';

/** The longest a browser timer waits (about 24 days); a later opening is looked at again then. */
const LONGEST_WAIT = 2 ** 31 - 1;

/**
 * Time capsules: those for the viewer (sealed ones closed, with from whom and a countdown; opened
 * ones to read) and those they made. A capsule opening while the page is shown opens on it: the
 * notification that it opened (live) and the moment itself (a timer) both read the lists again.
 */
export function TimeCapsulesPage() {
  const { t } = useTranslation('time-capsules');
  const toast = useToast();
  const { hash } = useLocation();
  const { data, loading, error, refetch } = useQuery(TimeCapsulesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [editing, setEditing] = useState<{
    capsule: CapsuleFieldsFragment | null;
  } | null>(null);
  const [toSeal, setToSeal] = useState<CapsuleFieldsFragment | null>(null);
  const [toCancel, setToCancel] = useState<CapsuleFieldsFragment | null>(null);
  const [sealCapsule, sealing] = useMutation(SealTimeCapsuleDocument, {
    refetchQueries: [TimeCapsulesDocument],
  });
  const [cancelCapsule, cancelling] = useMutation(CancelTimeCapsuleDocument, {
    refetchQueries: [TimeCapsulesDocument],
  });
  const [wakeUps, setWakeUps] = useState(0);

  useSubscription(CapsuleNoticesDocument, {
    onData: ({ data: notice }) => {
      if (notice.data?.notificationAdded.kind === 'time_capsule_opened') void refetch();
    },
  });

  // At the soonest sealed capsule's moment (and every few seconds after, until it shows as opened).
  const forMe = data?.timeCapsulesForMe ?? [];
  const sent = data?.sentTimeCapsules ?? [];
  const soonest = Math.min(...[...forMe, ...sent].filter((c) => c.status === 'sealed').map((c) => new Date(c.opensAt).getTime()));
  useEffect(() => {
    if (!Number.isFinite(soonest)) return;
    const wait = Math.min(LONGEST_WAIT, Math.max(2_000, soonest - Date.now() + 1_000));
    const timer = setTimeout(() => {
      void refetch();
      setWakeUps((n) => n + 1);
    }, wait);
    return () => clearTimeout(timer);
  }, [soonest, wakeUps, refetch]);

  // A notice's link names a capsule: it is brought into view.
  useEffect(() => {
    const id = hash.slice(1);
    if (id && data) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash, data]);

  const act = async (run: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await run();
      toast({ title: done, variant: 'success' });
    } catch (e) {
      toast({
        title: failed,
        text: errorMessageOf(e, t('failed')),
        variant: 'error',
      });
    } finally {
      setToSeal(null);
      setToCancel(null);
    }
  };

  const section = (key: 'forMe' | 'sent', list: CapsuleFieldsFragment[]) => (
    <Box component="section" aria-labelledby={`capsules-${key}`}>
      <Typography variant="h5" component="h2" id={`capsules-${key}`} sx={{ mb: 2 }}>
        {key === 'forMe' ? t('forMe.heading') : t('sent.heading')}
      </Typography>
      {list.length === 0 ? (
        <EmptyState icon={<HourglassEmptyRoundedIcon />} title={key === 'forMe' ? t('forMe.empty') : t('sent.empty')} text={key === 'forMe' ? t('forMe.emptyText') : t('sent.emptyText')} />
      ) : (
        <Stack spacing={2}>
          {list.map((c) => (
            <CapsuleCard key={c.id} capsule={c} sent={key === 'sent'} onEdit={(capsule) => setEditing({ capsule })} onSeal={setToSeal} onCancel={setToCancel} />
          ))}
        </Stack>
      )}
    </Box>
  );

  const forMeSection = section('forMe', forMe);
  const sentSection = section('sent', sent);

  return (
    <FeaturePage title={t('page.title')} intro={t('page.intro')} action={{ label: t('new'), icon: <AddRoundedIcon />, onClick: () => setEditing({ capsule: null }) }}>
      {error && !data ? (
        <QueryErrorAlert message={t('loadFailed')} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      ) : (
        <Stack spacing={{ xs: 4, md: 5 }}>
          {forMeSection}
          {sentSection}
        </Stack>
      )}
      {editing && <CapsuleDialog open onClose={() => setEditing(null)} capsule={editing.capsule} />}
      <ConfirmDialog
        open={Boolean(toSeal)}
        title={t('confirm.title')}
        confirmLabel={t('seal')}
        busy={sealing.loading}
        onConfirm={() => void act(() => sealCapsule({ variables: { id: toSeal!.id } }), t('sealed.title'), t('notSealed'))}
        onClose={() => setToSeal(null)}
      >
        {toSeal
          ? t('confirm.text', {
              when: openingText(toSeal.opensAt, toSeal.timeZone, currentLanguage()),
            })
          : ''}
      </ConfirmDialog>
      <ConfirmDialog
        open={Boolean(toCancel)}
        title={t('cancelConfirm.title')}
        confirmLabel={t('cancelDraft')}
        busy={cancelling.loading}
        onConfirm={() => void act(() => cancelCapsule({ variables: { id: toCancel!.id } }), t('cancelled'), t('notCancelled'))}
        onClose={() => setToCancel(null)}
      >
        {t('cancelConfirm.text')}
      </ConfirmDialog>
    </FeaturePage>
  );
}
