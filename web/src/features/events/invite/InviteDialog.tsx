import { useState } from 'react';
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
        title: 'Invitations sent',
        text: added === 0 ? 'Everyone you chose was already invited.' : added === 1 ? '1 more person is invited.' : `${added} more people are invited.`,
        variant: 'success',
      });
      onClose();
    } catch (e) {
      toast({ title: 'Invitations not sent', text: errorMessageOf(e, 'Please try again.'), variant: 'error' });
    }
  };

  let fields;
  if (choices.error && !choices.data) {
    fields = <QueryErrorAlert message="Whom you may invite could not be loaded." onRetry={() => void choices.refetch()} />;
  } else if (!choices.data) {
    fields = <CircularProgress size={28} aria-label="Loading your connections, circles and trees" sx={{ justifySelf: 'center' }} />;
  } else {
    fields = (
      <>
        <InvitePeoplePicker
          options={connections}
          value={people}
          onChange={setPeople}
          emptyText={choices.data.connections.length === 0 ? 'You have no connections yet.' : 'Everyone you are connected with is invited.'}
        />
        <TextField select label="Everyone in a circle" value={circleId} onChange={(e) => setCircleId(e.target.value)} helperText="Optional.">
          <MenuItem value="">No circle</MenuItem>
          {choices.data.circles.map((circle) => (
            <MenuItem key={circle.id} value={circle.id}>
              {circle.name} ({circle.memberCount === 1 ? '1 member' : `${circle.memberCount} members`})
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Everyone with access to a tree" value={treeId} onChange={(e) => setTreeId(e.target.value)} helperText="Optional. Only people with an account.">
          <MenuItem value="">No tree</MenuItem>
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
        <DialogTitle id="invite-title">Invite to {event.title}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {fields}
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                Already invited
              </Typography>
              {event.invitees.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  Nobody yet.
                </Typography>
              ) : (
                <Box component="ul" aria-label="Already invited" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
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
            Cancel
          </Button>
          <SubmitButton busy={loading} disabled={nothingChosen}>
            Invite
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
