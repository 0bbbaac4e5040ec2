import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Formik, type FormikProps } from 'formik';
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
import { formatNumber, i18n } from '../../lib/i18n';
import { suggestedPasskeyName } from './passkeyBrowser';

interface AddPasskeyDialogProps {
  open: boolean;
  onClose: () => void;
  /** Runs the browser's prompt and saves the passkey; resolves with why it failed, or null. */
  onAdd: (name: string) => Promise<string | null>;
}

const schema = yup.object({
  name: yup
    .string()
    .trim()
    .required(() => i18n.t('security:validation.required'))
    .max(100, ({ max }) => i18n.t('security:validation.max', { max: formatNumber(max) })),
});

/** The name field's props, bound to the form. */
const nameField = (formik: FormikProps<{ name: string }>) => fieldProps(formik, 'name');

/** Names the new passkey, then hands over to the browser's own prompt. */
export function AddPasskeyDialog({ open, onClose, onAdd }: AddPasskeyDialogProps) {
  const { t } = useTranslation('security');
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
            <DialogTitle>{t('addDialog.title')}</DialogTitle>
            <DialogContent>
              {problem && (
                <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                  {problem}
                </Alert>
              )}
              <DialogContentText sx={{ mb: 2 }}>
                {t('addDialog.intro')}
              </DialogContentText>
              <TextField
                label={t('addDialog.name')}
                required
                autoFocus
                {...nameField(formik)}
                helperText={nameField(formik).helperText ?? t('addDialog.nameHelp')}
              />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button color="inherit" onClick={close} disabled={formik.isSubmitting}>
                {t('addDialog.cancel')}
              </Button>
              <SubmitButton busy={formik.isSubmitting}>{problem ? t('addDialog.retry') : t('addDialog.continue')}</SubmitButton>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
