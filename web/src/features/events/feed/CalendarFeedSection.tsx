import { useState } from 'react';
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
  const toast = useToast();
  const { feed, data, loading, error, refetch, create, creating, revoke, revoking } = useCalendarFeed();
  const [created, setCreated] = useState<{ url: string; open: boolean; replaced: boolean } | null>(null);
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);

  const makeLink = async () => {
    try {
      const url = await create();
      if (url) setCreated({ url, open: true, replaced: Boolean(feed) });
    } catch (e) {
      toast({ title: 'Calendar link not created', text: errorMessageOf(e, 'Please try again.'), variant: 'error' });
    }
  };

  const revokeLink = async () => {
    try {
      await revoke();
      toast({ title: 'Calendar link revoked', text: 'Calendar apps can no longer read your events with it.', variant: 'success' });
    } catch (e) {
      toast({ title: 'Calendar link not revoked', text: errorMessageOf(e, 'Please try again.'), variant: 'error' });
    }
    setConfirmingRevoke(false);
  };

  let body;
  if (loading && !data) body = <Skeleton variant="rounded" height={72} aria-label="Loading your calendar link" />;
  else if (error && !data) body = <QueryErrorAlert message="Your calendar link could not be loaded." onRetry={() => void refetch()} />;
  else if (!feed) {
    body = (
      <Button variant="outlined" onClick={() => void makeLink()} disabled={creating}>
        Create calendar link
      </Button>
    );
  } else {
    body = (
      <>
        <Typography variant="body2" color="text.secondary">
          Your calendar link, made on {formatDate(feed.createdAt)} (its secret part is shown only when it is made):
        </Typography>
        <Box component="code" aria-label="Calendar link" sx={addressBox}>
          {feed.url}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => void makeLink()} disabled={creating}>
            Replace link
          </Button>
          <Button color="error" onClick={() => setConfirmingRevoke(true)}>
            Revoke link
          </Button>
        </Box>
      </>
    );
  }

  return (
    <Card component="section" aria-labelledby="calendar-feed-title">
      <CardHeader
        avatar={<CalendarMonthRoundedIcon color="primary" />}
        title="Subscribe in your calendar app"
        subheader="Your events and the ones you are invited to, in Google Calendar, Apple Calendar or Outlook; they follow every change."
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'calendar-feed-title' } }}
      />
      <CardContent sx={{ pt: 0 }}>{body}</CardContent>
      <ShownOnceDialog
        open={Boolean(created?.open)}
        title="Your calendar link"
        what="link"
        value={created?.url ?? ''}
        before={
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            In your calendar app, add a calendar “from URL” or “by subscription” and paste this link. Anyone with it can read your events: keep it to yourself.
            {created?.replaced && ' The link you had before no longer works.'}
          </Typography>
        }
        onClose={() => setCreated((c) => (c ? { ...c, open: false } : c))}
        onClosed={() => setCreated(null)}
      />
      <ConfirmDialog
        open={confirmingRevoke}
        title="Revoke your calendar link?"
        confirmLabel="Revoke"
        busy={revoking}
        onConfirm={() => void revokeLink()}
        onClose={() => setConfirmingRevoke(false)}
      >
        Calendar apps subscribed with it stop receiving your events. You can make a new link at any time.
      </ConfirmDialog>
    </Card>
  );
}
