import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CalendarMonthRoundedIcon from '@mui/icons-material/CalendarMonthRounded';
import { errorMessageOf } from '../../../apollo/errors';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import { ShownOnceDialog } from '../../../components/ShownOnceDialog';
import { useToast } from '../../../components/toast';
import { formatDate } from '../../../lib/dates';
import { useCalendarFeed } from './useCalendarFeed';

const addressBox = {
  display: 'block',
  p: 1.5,
  my: 1.5,
  borderRadius: 2,
  bgcolor: 'background.default',
  border: 1,
  borderColor: 'divider',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 13,
  wordBreak: 'break-all',
} as const;

/** The viewer's personal calendar address: make it, copy it once, replace or revoke it. */
export function CalendarFeedSection() {
  const { t } = useTranslation('events');
  const toast = useToast();
  const { feed, data, loading, error, refetch, create, creating, revoke, revoking } = useCalendarFeed();
  const [created, setCreated] = useState<{ url: string; open: boolean; replaced: boolean } | null>(null);
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);

  const makeLink = async () => {
    try {
      const url = await create();
      if (url) setCreated({ url, open: true, replaced: Boolean(feed) });
    } catch (e) {
      toast({ title: t('feed.notCreated'), text: errorMessageOf(e, t('tryAgain')), variant: 'error' });
    }
  };

  const revokeLink = async () => {
    try {
      await revoke();
      toast({ title: t('feed.revoked.title'), text: t('feed.revoked.text'), variant: 'success' });
    } catch (e) {
      toast({ title: t('feed.notRevoked'), text: errorMessageOf(e, t('tryAgain')), variant: 'error' });
    }
    setConfirmingRevoke(false);
  };

  let body;
  if (loading && !data) body = <Skeleton variant="rounded" height={72} aria-label={t('feed.loading')} />;
  else if (error && !data) body = <QueryErrorAlert message={t('feed.failed')} onRetry={() => void refetch()} />;
  else if (!feed) {
    body = (
      <Button variant="outlined" onClick={() => void makeLink()} disabled={creating}>
        {t('feed.create')}
      </Button>
    );
  } else {
    body = (
      <>
        <Typography variant="body2" color="text.secondary">
          {t('feed.current', { date: formatDate(feed.createdAt) })}
        </Typography>
        <Box component="code" aria-label={t('feed.link')} sx={addressBox}>
          {feed.url}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => void makeLink()} disabled={creating}>
            {t('feed.replace')}
          </Button>
          <Button color="error" onClick={() => setConfirmingRevoke(true)}>
            {t('feed.revoke')}
          </Button>
        </Box>
      </>
    );
  }

  return (
    <Card component="section" aria-labelledby="calendar-feed-title">
      <CardHeader
        avatar={<CalendarMonthRoundedIcon color="primary" />}
        title={t('feed.title')}
        subheader={t('feed.intro')}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'calendar-feed-title' } }}
      />
      <CardContent sx={{ pt: 0 }}>{body}</CardContent>
      <ShownOnceDialog
        open={Boolean(created?.open)}
        title={t('feed.shownTitle')}
        what="link"
        value={created?.url ?? ''}
        before={
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('feed.howTo')}
            {created?.replaced && ` ${t('feed.replaced')}`}
          </Typography>
        }
        onClose={() => setCreated((c) => (c ? { ...c, open: false } : c))}
        onClosed={() => setCreated(null)}
      />
      <ConfirmDialog
        open={confirmingRevoke}
        title={t('feed.confirm.title')}
        confirmLabel={t('feed.confirm.revoke')}
        busy={revoking}
        onConfirm={() => void revokeLink()}
        onClose={() => setConfirmingRevoke(false)}
      >
        {t('feed.confirm.text')}
      </ConfirmDialog>
    </Card>
  );
}
