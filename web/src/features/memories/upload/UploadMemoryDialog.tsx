import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useApolloClient } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { FocusFirstError } from '../../../components/FocusFirstError';
import { SubmitButton } from '../../../components/SubmitButton';
import { useToast } from '../../../components/toast';
import { MemoryDetailsFields } from '../form/MemoryDetailsFields';
import { formFieldOf } from '../form/memoryForm';
import { useMemoryCircles } from '../form/useMemoryCircles';
import { uploadFailed, uploaded } from '../memoryText';
import { refreshAfterMemoryChange } from '../refreshAfterMemoryChange';
import { UploadMemoryError } from '../uploadMemoryRequest';
import { MediaFilePicker } from './MediaFilePicker';
import { MissingInformationToast } from './MissingInformationToast';
import { PreselectOnlyCircle } from './PreselectOnlyCircle';
import { initialUploadValues, uploadMemorySchema, type UploadMemoryValues } from './uploadMemoryForm';
import { UploadProgressBar } from './UploadProgressBar';
import { useMemoryUpload } from './useMemoryUpload';

const formFields = new Set(Object.keys(initialUploadValues()));

interface UploadMemoryDialogProps {
  open: boolean;
  onClose: () => void;
  /** The circle chosen at first (e.g. the one the page shows). */
  circleId?: string;
}

/** Shares a photo or video in one of the viewer's circles, showing how much has been sent. */
export function UploadMemoryDialog({ open, onClose, circleId }: UploadMemoryDialogProps) {
  const { t } = useTranslation('memories');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const toast = useToast();
  const client = useApolloClient();
  const circles = useMemoryCircles();
  const sending = useMemoryUpload();
  const [problems, setProblems] = useState<string[]>([]);
  const noCircles = circles.list?.length === 0;
  const busy = sending.phase !== 'idle';

  const submit = async (values: UploadMemoryValues, helpers: FormikHelpers<UploadMemoryValues>) => {
    setProblems([]);
    try {
      await sending.upload(values);
      toast({ ...uploaded(), variant: 'success' });
      onClose();
      void refreshAfterMemoryChange(client);
    } catch (error) {
      const failure = error instanceof UploadMemoryError ? error : new UploadMemoryError(t('upload.error.unknown'));
      if (failure.cancelled) {
        toast({ title: t('toast.uploadCancelled.title'), text: t('toast.uploadCancelled.text'), variant: 'info' });
        return;
      }
      toast({ ...uploadFailed(), variant: 'error' });
      // What the server said of each field goes beside it; anything else above the form.
      const byField = Object.entries(failure.fields).map(([name, message]) => [formFieldOf[name] ?? name, message]);
      const known = byField.filter(([name]) => formFields.has(name));
      helpers.setErrors(Object.fromEntries(known));
      helpers.setTouched(Object.fromEntries(known.map(([name]) => [name, true])), false);
      const others = byField.filter(([name]) => !formFields.has(name)).map(([, message]) => message);
      setProblems(known.length || others.length ? others : [failure.message]);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="upload-memory-title">
      <Formik initialValues={initialUploadValues(circleId)} validationSchema={uploadMemorySchema} onSubmit={submit}>
        {(formik) => (
          <Form noValidate style={{ display: 'contents' }}>
            <FocusFirstError />
            <MissingInformationToast />
            <PreselectOnlyCircle circles={circles.list} />
            <DialogTitle id="upload-memory-title">{t('upload.title')}</DialogTitle>
            <DialogContent dividers>
              <Stack spacing={2.5} component="fieldset" disabled={busy} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
                {problems.map((message) => (
                  <Alert key={message} severity="error">
                    {message}
                  </Alert>
                ))}
                <MediaFilePicker
                  file={formik.values.file}
                  onChange={(file) => void formik.setFieldValue('file', file)}
                  error={formik.touched.file && typeof formik.errors.file === 'string' ? formik.errors.file : undefined}
                  disabled={busy}
                />
                <MemoryDetailsFields formik={formik} circles={circles} />
              </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 2 }}>
              {busy ? (
                <UploadProgressBar phase={sending.phase} progress={sending.progress} onCancel={sending.cancel} />
              ) : (
                <>
                  <Button color="inherit" onClick={onClose}>
                    {t('action.cancel')}
                  </Button>
                  <SubmitButton busy={formik.isSubmitting} disabled={noCircles}>
                    {t('upload.button')}
                  </SubmitButton>
                </>
              )}
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
