import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { forgetRecentActivity } from '../../apollo/cache';
import { errorMessageOf } from '../../apollo/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FeaturePage } from '../../components/FeaturePage';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useToast } from '../../components/toast';
import type { CapsuleFieldsFragment } from '../../gql/graphql';
import { currentLanguage } from '../../lib/i18n';
import { CancelTimeCapsuleDocument, CAPSULE_PAGE, CapsuleNoticesDocument, SealTimeCapsuleDocument, SentTimeCapsulesDocument, TimeCapsulesForMeDocument } from './capsuleDocuments';
import { openingText } from './capsuleTime';
import { CapsuleCard } from './CapsuleCard';
import { CapsuleDialog } from './CapsuleDialog';
import { CapsuleSection } from './CapsuleSection';

/** The longest a browser timer waits (about 24 days); a later opening is looked at again then. */
const LONGEST_WAIT = 2 ** 31 - 1;

/**
 * Time capsules: those for the viewer (sealed ones closed, with from whom and a countdown; opened
 * ones to read) and those they made. A capsule opening while the page is shown opens on it: the
 * notification that it opened (live) and the moment itself (a timer) both read the lists again. Each
 * list comes a page at a time, the next one added below it on "Show more".
 */
export function TimeCapsulesPage() {
  const { t } = useTranslation('time-capsules');
  const toast = useToast();
  const { hash } = useLocation();
  const forMeQuery = useQuery(TimeCapsulesForMeDocument, { variables: { first: CAPSULE_PAGE }, fetchPolicy: 'cache-and-network' });
  const sentQuery = useQuery(SentTimeCapsulesDocument, { variables: { first: CAPSULE_PAGE }, fetchPolicy: 'cache-and-network' });
  const forMePage = forMeQuery.data?.timeCapsulesForMe;
  const sentPage = sentQuery.data?.sentTimeCapsules;
  const data = useMemo(() => (forMePage && sentPage ? { forMe: forMePage, sent: sentPage } : undefined), [forMePage, sentPage]);
  const loading = forMeQuery.loading || sentQuery.loading;
  const error = forMeQuery.error ?? sentQuery.error;
  const { refetch: refetchForMe } = forMeQuery;
  const { refetch: refetchSent } = sentQuery;
  // Reading again starts each list over at its first page.
  const refetch = useCallback(() => Promise.all([refetchForMe(), refetchSent()]), [refetchForMe, refetchSent]);
  const [editing, setEditing] = useState<{
    capsule: CapsuleFieldsFragment | null;
  } | null>(null);
  const [toSeal, setToSeal] = useState<CapsuleFieldsFragment | null>(null);
  const [toCancel, setToCancel] = useState<CapsuleFieldsFragment | null>(null);
  // Sealing and cancelling change the activity record too.
  const [sealCapsule, sealing] = useMutation(SealTimeCapsuleDocument, {
    refetchQueries: [TimeCapsulesForMeDocument, SentTimeCapsulesDocument],
    update: forgetRecentActivity,
  });
  const [cancelCapsule, cancelling] = useMutation(CancelTimeCapsuleDocument, {
    refetchQueries: [TimeCapsulesForMeDocument, SentTimeCapsulesDocument],
    update: forgetRecentActivity,
  });
  const [wakeUps, setWakeUps] = useState(0);

  useSubscription(CapsuleNoticesDocument, {
    onData: ({ data: notice }) => {
      if (notice.data?.notificationAdded.kind === 'time_capsule_opened') void refetch().catch(() => {});
    },
  });

  // At the soonest sealed capsule's moment (and every few seconds after, until it shows as opened).
  const forMe = forMePage?.nodes ?? [];
  const sent = sentPage?.nodes ?? [];
  const soonest = Math.min(...[...forMe, ...sent].filter((c) => c.status === 'sealed').map((c) => new Date(c.opensAt).getTime()));
  useEffect(() => {
    if (!Number.isFinite(soonest)) return;
    const wait = Math.min(LONGEST_WAIT, Math.max(2_000, soonest - Date.now() + 1_000));
    const timer = setTimeout(() => {
      void refetch().catch(() => {});
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

  const card = (sentList: boolean) => (c: CapsuleFieldsFragment) => (
    <CapsuleCard key={c.id} capsule={c} sent={sentList} onEdit={(capsule) => setEditing({ capsule })} onSeal={setToSeal} onCancel={setToCancel} />
  );
  /** The next page of a list, added below what it shows (a capsule met twice, as one opening between pages may be, shows once). */
  const merged = <P extends { nodes: CapsuleFieldsFragment[] }>(shown: P, next: P): P => {
    const known = new Set(shown.nodes.map((c) => c.id));
    return { ...next, nodes: [...shown.nodes, ...next.nodes.filter((c) => !known.has(c.id))] };
  };
  const moreForMe = (after: string) =>
    forMeQuery.fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({ timeCapsulesForMe: merged(shown.timeCapsulesForMe, fetchMoreResult.timeCapsulesForMe) }),
    });
  const moreSent = (after: string) =>
    sentQuery.fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({ sentTimeCapsules: merged(shown.sentTimeCapsules, fetchMoreResult.sentTimeCapsules) }),
    });

  const forMeSection = data && <CapsuleSection kind="forMe" page={data.forMe} onMore={moreForMe} card={card(false)} />;
  const sentSection = data && <CapsuleSection kind="sent" page={data.sent} onMore={moreSent} card={card(true)} />;

  return (
    <FeaturePage title={t('page.title')} intro={t('page.intro')} action={{ label: t('new'), icon: <AddRoundedIcon />, onClick: () => setEditing({ capsule: null }) }}>
      {error && !data ? (
        <QueryErrorAlert message={t('loadFailed')} onRetry={() => void refetch().catch(() => {})} />
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
