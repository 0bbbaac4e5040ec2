import { useMemo } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('events');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const toast = useToast();
  const { create, update } = useSaveEvent();
  const initialValues = useMemo(() => (event ? eventValues(event) : newEventValues()), [event]);
  const editing = Boolean(event);
  const title = editing ? t('form.editTitle') : t('add');

  const submit = async (values: EventFormValues, helpers: FormikHelpers<EventFormValues>) => {
    try {
      const saved = event
        ? (await update({ variables: { id: event.id, input: toUpdateInput(values) } })).data?.updateFamilyEvent
        : (await create({ variables: { input: toCreateInput(values) } })).data?.createFamilyEvent;
      if (!saved) return;
      toast({
        title: editing ? t('form.updated.title') : t('form.created.title'),
        text: editing ? t('form.updated.text') : t('form.created.text', { title: saved.title }),
        variant: 'success',
      });
      onClose();
      onSaved?.(saved.id);
    } catch (e) {
      helpers.setErrors(fieldErrorsOf(e));
      toast({
        title: editing ? t('form.notUpdated') : t('form.notCreated'),
        text: errorMessageOf(e, t('form.failed')),
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
                {t('cancel')}
              </Button>
              <SubmitButton busy={formik.isSubmitting}>{editing ? t('form.save') : t('form.create')}</SubmitButton>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
