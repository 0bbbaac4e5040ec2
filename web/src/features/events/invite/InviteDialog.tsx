import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorMessageOf } from '../../../apollo/errors';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import { SubmitButton } from '../../../components/SubmitButton';
import { useToast } from '../../../components/toast';
import type { EventDetailsFieldsFragment, EventPersonFieldsFragment } from '../../../gql/graphql';
import { formatNumber } from '../../../lib/i18n';
import { InviteToFamilyEventDocument } from '../eventMutations';
import { EventInviteChoicesDocument } from '../eventQueries';
import { InvitePeoplePicker } from './InvitePeoplePicker';

interface InviteDialogProps {
  event: EventDetailsFieldsFragment;
  open: boolean;
  onClose: () => void;
}

/** Invites connections, everyone in one of the organizer's circles, or everyone with access to a tree. */
export function InviteDialog({ event, open, onClose }: InviteDialogProps) {
  const { t } = useTranslation('events');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const toast = useToast();
  const choices = useQuery(EventInviteChoicesDocument);
  const [invite, { loading }] = useMutation(InviteToFamilyEventDocument);
  const [people, setPeople] = useState<EventPersonFieldsFragment[]>([]);
  const [circleId, setCircleId] = useState('');
  const [treeId, setTreeId] = useState('');
  const invited = new Set(event.invitees.map((i) => i.user.id));
  const connections = (choices.data?.connections ?? []).map((c) => c.user).filter((p) => !invited.has(p.id));
  const nothingChosen = people.length === 0 && !circleId && !treeId;

  const submit = async () => {
    const before = event.invitees.length;
    try {
      const { data } = await invite({
        variables: { id: event.id, input: { userIds: people.map((p) => p.id), circleId: circleId || undefined, treeId: treeId || undefined } },
      });
      const added = (data?.inviteToFamilyEvent.invitees.length ?? before) - before;
      toast({
        title: t('invite.sent'),
        text: added === 0 ? t('invite.nobodyAdded') : t('invite.added', { count: added, shown: formatNumber(added) }),
        variant: 'success',
      });
      onClose();
    } catch (e) {
      toast({ title: t('invite.notSent'), text: errorMessageOf(e, t('tryAgain')), variant: 'error' });
    }
  };

  let fields;
  if (choices.error && !choices.data) {
    fields = <QueryErrorAlert message={t('invite.choicesFailed')} onRetry={() => void choices.refetch()} />;
  } else if (!choices.data) {
    fields = <CircularProgress size={28} aria-label={t('invite.loading')} sx={{ justifySelf: 'center' }} />;
  } else {
    fields = (
      <>
        <InvitePeoplePicker
          options={connections}
          value={people}
          onChange={setPeople}
          emptyText={choices.data.connections.length === 0 ? t('invite.noConnections') : t('invite.allConnectionsInvited')}
        />
        <TextField select label={t('invite.circle')} value={circleId} onChange={(e) => setCircleId(e.target.value)} helperText={t('form.optional')}>
          <MenuItem value="">{t('invite.noCircle')}</MenuItem>
          {choices.data.circles.map((circle) => (
            <MenuItem key={circle.id} value={circle.id}>
              {t('invite.circleOption', { name: circle.name, count: circle.memberCount, shown: formatNumber(circle.memberCount) })}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t('invite.tree')} value={treeId} onChange={(e) => setTreeId(e.target.value)} helperText={t('invite.treeHelp')}>
          <MenuItem value="">{t('invite.noTree')}</MenuItem>
          {choices.data.trees.map((tree) => (
            <MenuItem key={tree.id} value={tree.id}>
              {tree.name}
            </MenuItem>
          ))}
        </TextField>
      </>
    );
  }

  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="invite-title">
      <form
        noValidate
        style={{ display: 'contents' }}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="invite-title">{t('invite.title', { title: event.title })}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {fields}
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t('invite.already')}
              </Typography>
              {event.invitees.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('invite.nobodyYet')}
                </Typography>
              ) : (
                <Box component="ul" aria-label={t('invite.already')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
                  {event.invitees.map(({ user }) => (
                    <li key={user.id}>
                      <Chip size="small" label={user.displayName} />
                    </li>
                  ))}
                </Box>
              )}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={loading}>
            {t('cancel')}
          </Button>
          <SubmitButton busy={loading} disabled={nothingChosen}>
            {t('actions.invite')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
