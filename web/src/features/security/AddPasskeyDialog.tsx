import { useState } from 'react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { SubmitButton } from '../../components/SubmitButton';
import { fieldProps } from '../../lib/fieldProps';
import { suggestedPasskeyName } from './passkeyBrowser';

interface AddPasskeyDialogProps {
  open: boolean;
  onClose: () => void;
  /** Runs the browser's prompt and saves the passkey; resolves with why it failed, or null. */
  onAdd: (name: string) => Promise<string | null>;
}

const schema = yup.object({ name: yup.string().trim().required('Required').max(100, 'At most 100 characters') });

/** Names the new passkey, then hands over to the browser's own prompt. */
export function AddPasskeyDialog({ open, onClose, onAdd }: AddPasskeyDialogProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setProblem(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <Formik
        initialValues={{ name: suggestedPasskeyName() }}
        validationSchema={schema}
        onSubmit={async (values) => {
          setProblem(null);
          const failure = await onAdd(values.name.trim());
          if (failure) setProblem(failure);
          else close();
        }}
      >
        {(formik) => (
          <Form noValidate>
            <DialogTitle>Add a passkey</DialogTitle>
            <DialogContent>
              {problem && (
                <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                  {problem}
                </Alert>
              )}
              <DialogContentText sx={{ mb: 2 }}>
                Your browser will ask you to confirm with your fingerprint, face, screen lock or security key. The passkey
                stays on that device.
              </DialogContentText>
              <TextField
                label="Passkey name"
                required
                autoFocus
                {...fieldProps(formik, 'name')}
                helperText={fieldProps(formik, 'name').helperText ?? 'To recognise it in your list later.'}
              />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button color="inherit" onClick={close} disabled={formik.isSubmitting}>
                Cancel
              </Button>
              <SubmitButton busy={formik.isSubmitting}>{problem ? 'Try again' : 'Continue'}</SubmitButton>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
