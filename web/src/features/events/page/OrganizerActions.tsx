import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('events');
  const toast = useToast();
  const [open, setOpen] = useState<'edit' | 'invite' | 'cancel' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancel, { loading: cancelling }] = useMutation(CancelFamilyEventDocument, { update: forgetEventLists });
  if (event.cancelledAt) return null;
  const can = event.viewerCan;

  const confirmCancel = async () => {
    try {
      await cancel({ variables: { id: event.id } });
      toast({ title: t('cancel.done.title'), text: t('cancel.done.text'), variant: 'success' });
      setOpen(null);
    } catch (e) {
      setProblem(errorMessageOf(e, t('cancel.failed')));
    }
  };

  return (
    <>
      {can.update && (
        <Button variant="outlined" startIcon={<EditRoundedIcon />} onClick={() => setOpen('edit')}>
          {t('actions.edit')}
        </Button>
      )}
      {can.invite && (
        <Button variant="outlined" startIcon={<PersonAddAlt1RoundedIcon />} onClick={() => setOpen('invite')}>
          {t('actions.invite')}
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
          {t('actions.cancel')}
        </Button>
      )}
      {open === 'edit' && <EventFormDialog open event={event} onClose={() => setOpen(null)} />}
      {open === 'invite' && <InviteDialog open event={event} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        open={open === 'cancel'}
        title={t('cancel.confirm.title', { title: event.title })}
        confirmLabel={t('actions.cancel')}
        busy={cancelling}
        problem={problem}
        onConfirm={() => void confirmCancel()}
        onClose={() => setOpen(null)}
      >
        {t('cancel.confirm.text')}
      </ConfirmDialog>
    </>
  );
}
