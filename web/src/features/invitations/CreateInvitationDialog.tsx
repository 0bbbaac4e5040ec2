import { Form, Formik } from 'formik';
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

interface CreateInvitationDialogProps {
  open: boolean;
  onClose: () => void;
  /** Creates the invitation; resolves with per-field messages when the server refused the note. */
  onCreate: (note: string | null) => Promise<Record<string, string> | void>;
}

const schema = yup.object({ note: yup.string().trim().max(200, 'At most 200 characters') });

export function CreateInvitationDialog({ open, onClose, onCreate }: CreateInvitationDialogProps) {
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
            <DialogTitle>Invite a relative</DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ mb: 2 }}>
                You get a link to send them however you like. Anyone with the link can create one account, so send it only to them.
              </DialogContentText>
              <TextField
                label="Who is it for?"
                placeholder="e.g. Cousin Maria"
                autoFocus
                {...fieldProps(formik, 'note')}
                helperText={fieldProps(formik, 'note').helperText ?? 'Optional. They see this note when they open the link.'}
              />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button color="inherit" onClick={onClose}>
                Cancel
              </Button>
              <SubmitButton busy={formik.isSubmitting}>Create link</SubmitButton>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
