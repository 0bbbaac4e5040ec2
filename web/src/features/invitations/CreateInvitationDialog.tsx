import { Form, Formik, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { SubmitButton } from '../../components/SubmitButton';
import { fieldProps } from '../../lib/fieldProps';
import { formatNumber, i18n } from '../../lib/i18n';

interface CreateInvitationDialogProps {
  open: boolean;
  onClose: () => void;
  /** Creates the invitation; resolves with per-field messages when the server refused the note. */
  onCreate: (note: string | null) => Promise<Record<string, string> | void>;
}

const schema = yup.object({
  note: yup
    .string()
    .trim()
    .max(200, ({ max }) => i18n.t('invitations:validation.max', { max: formatNumber(max) })),
});

/** The note field's props, bound to the form. */
const noteField = (formik: FormikProps<{ note: string }>) => fieldProps(formik, 'note');

export function CreateInvitationDialog({ open, onClose, onCreate }: CreateInvitationDialogProps) {
  const { t } = useTranslation('invitations');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <Formik
        initialValues={{ note: '' }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          const errors = await onCreate(values.note.trim() || null);
          if (errors?.note) helpers.setErrors({ note: errors.note });
          else helpers.resetForm();
        }}
      >
        {(formik) => (
          <Form noValidate>
            <DialogTitle>{t('createDialog.title')}</DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ mb: 2 }}>
                {t('createDialog.intro')}
              </DialogContentText>
              <TextField
                label={t('createDialog.note')}
                placeholder={t('createDialog.notePlaceholder')}
                autoFocus
                {...noteField(formik)}
                helperText={noteField(formik).helperText ?? t('createDialog.noteHelp')}
              />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button color="inherit" onClick={onClose}>
                {t('createDialog.cancel')}
              </Button>
              <SubmitButton busy={formik.isSubmitting}>{t('createDialog.submit')}</SubmitButton>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
