import { useMemo } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorMessageOf, fieldErrorsOf } from '../../../apollo/errors';
import { FocusFirstError } from '../../../components/FocusFirstError';
import { SubmitButton } from '../../../components/SubmitButton';
import { useToast } from '../../../components/toast';
import type { EventDetailsFieldsFragment } from '../../../gql/graphql';
import { eventFormSchema, eventValues, newEventValues, toCreateInput, toUpdateInput, type EventFormValues } from './eventForm';
import { EventFormFields } from './EventFormFields';
import { useSaveEvent } from './useSaveEvent';

interface EventFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The event to change; without it the dialog creates one. */
  event?: EventDetailsFieldsFragment;
  /** The saved event's id (e.g. to open its page). */
  onSaved?: (id: string) => void;
}

/** Creates an event, or changes one (its organizer); the server's messages show beside their fields. */
export function EventFormDialog({ open, onClose, event, onSaved }: EventFormDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const toast = useToast();
  const { create, update } = useSaveEvent();
  const initialValues = useMemo(() => (event ? eventValues(event) : newEventValues()), [event]);
  const editing = Boolean(event);
  const title = editing ? 'Edit Event' : 'Add Event';

  const submit = async (values: EventFormValues, helpers: FormikHelpers<EventFormValues>) => {
    try {
      const saved = event
        ? (await update({ variables: { id: event.id, input: toUpdateInput(values) } })).data?.updateFamilyEvent
        : (await create({ variables: { input: toCreateInput(values) } })).data?.createFamilyEvent;
      if (!saved) return;
      toast({
        title: editing ? 'Event updated' : 'Event created',
        text: editing ? 'Your invitees will see the changes.' : `${saved.title} is on the calendar. Invite your family next.`,
        variant: 'success',
      });
      onClose();
      onSaved?.(saved.id);
    } catch (e) {
      helpers.setErrors(fieldErrorsOf(e));
      toast({
        title: editing ? 'Event not updated' : 'Event not created',
        text: errorMessageOf(e, 'There was an error saving your event. Please try again.'),
        variant: 'error',
      });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="event-form-title">
      <Formik initialValues={initialValues} validationSchema={eventFormSchema} onSubmit={submit}>
        {(formik) => (
          <Form noValidate style={{ display: 'contents' }}>
            <FocusFirstError />
            <DialogTitle id="event-form-title">{title}</DialogTitle>
            <DialogContent dividers>
              <EventFormFields formik={formik} />
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 2 }}>
              <Button color="inherit" onClick={onClose} disabled={formik.isSubmitting}>
                Cancel
              </Button>
              <SubmitButton busy={formik.isSubmitting}>{editing ? 'Save Changes' : 'Create Event'}</SubmitButton>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
