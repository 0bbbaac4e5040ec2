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
import { fieldProps } from '../../lib/fieldProps';
import { requiredText } from '../../lib/validation';

interface CreateTokenDialogProps {
  open: boolean;
  onClose: () => void;
  /** Creates the token; resolves with per-field messages when the server refused the name. */
  onCreate: (name: string) => Promise<Record<string, string> | void>;
}

const schema = yup.object({ name: requiredText(100) });

/** The name field's props, bound to the form. */
const nameField = (formik: FormikProps<{ name: string }>) => fieldProps(formik, 'name');

export function CreateTokenDialog({ open, onClose, onCreate }: CreateTokenDialogProps) {
  const { t } = useTranslation('tokens');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <Formik
        initialValues={{ name: '' }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          const errors = await onCreate(values.name.trim());
          if (errors?.name) helpers.setErrors({ name: errors.name });
        }}
      >
        {(formik) => (
          <Form noValidate>
            <DialogTitle>{t('createDialog.title')}</DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ mb: 2 }}>
                {t('createDialog.intro')}
              </DialogContentText>
              <TextField label={t('createDialog.name')} autoFocus required {...nameField(formik)} />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button color="inherit" onClick={onClose}>
                {t('createDialog.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
                {t('createDialog.submit')}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
