import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import EventBusyRoundedIcon from '@mui/icons-material/EventBusyRounded';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import { errorMessageOf } from '../../../apollo/errors';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/toast';
import type { EventDetailsFieldsFragment } from '../../../gql/graphql';
import { forgetEventLists } from '../eventCache';
import { CancelFamilyEventDocument } from '../eventMutations';
import { EventFormDialog } from '../form/EventFormDialog';
import { InviteDialog } from '../invite/InviteDialog';

/** What the organizer may do with an event still on: change it, invite people, call it off. */
export function OrganizerActions({ event }: { event: EventDetailsFieldsFragment }) {
  const toast = useToast();
  const [open, setOpen] = useState<'edit' | 'invite' | 'cancel' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancel, { loading: cancelling }] = useMutation(CancelFamilyEventDocument, { update: forgetEventLists });
  if (event.cancelledAt) return null;
  const can = event.viewerCan;

  const confirmCancel = async () => {
    try {
      await cancel({ variables: { id: event.id } });
      toast({ title: 'Event cancelled', text: 'Your invitees have been told.', variant: 'success' });
      setOpen(null);
    } catch (e) {
      setProblem(errorMessageOf(e, 'The event could not be cancelled. Please try again.'));
    }
  };

  return (
    <>
      {can.update && (
        <Button variant="outlined" startIcon={<EditRoundedIcon />} onClick={() => setOpen('edit')}>
          Edit
        </Button>
      )}
      {can.invite && (
        <Button variant="outlined" startIcon={<PersonAddAlt1RoundedIcon />} onClick={() => setOpen('invite')}>
          Invite
        </Button>
      )}
      {can.cancel && (
        <Button
          color="error"
          startIcon={<EventBusyRoundedIcon />}
          onClick={() => {
            setProblem(null);
            setOpen('cancel');
          }}
        >
          Cancel event
        </Button>
      )}
      {open === 'edit' && <EventFormDialog open event={event} onClose={() => setOpen(null)} />}
      {open === 'invite' && <InviteDialog open event={event} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        open={open === 'cancel'}
        title={`Cancel “${event.title}”?`}
        confirmLabel="Cancel event"
        busy={cancelling}
        problem={problem}
        onConfirm={() => void confirmCancel()}
        onClose={() => setOpen(null)}
      >
        Everyone invited is told it is off. The event stays in the list, marked Cancelled.
      </ConfirmDialog>
    </>
  );
}
