import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Formik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FocusFirstError } from './FocusFirstError';
import { SubmitButton } from './SubmitButton';

interface FormDialogProps<Values extends FormikValues> {
  open: boolean;
  onClose: () => void;
  /** Id of the title, which names the dialog. */
  titleId: string;
  title: string;
  submitLabel: string;
  initialValues: Values;
  validationSchema: AnySchema;
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => void | Promise<unknown>;
  /** Fills the screen, as on phones. */
  fullScreen?: boolean;
  children: (formik: FormikProps<Values>) => ReactNode;
}

/** A form in a dialog: its fields, then Cancel and a submit button that shows while the form is sent. */
export function FormDialog<Values extends FormikValues>(props: FormDialogProps<Values>) {
  const { t } = useTranslation('common');
  const { open, onClose, titleId, title, submitLabel, initialValues, validationSchema, onSubmit, fullScreen, children } = props;
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={onSubmit}>
        {(formik) => (
          <Form noValidate aria-labelledby={titleId} style={{ display: 'contents' }}>
            <FocusFirstError />
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent dividers>{children(formik)}</DialogContent>
            <DialogActions sx={{ px: 3, py: 2 }}>
              <Button color="inherit" onClick={onClose} disabled={formik.isSubmitting}>
                {t('action.cancel')}
              </Button>
              <SubmitButton busy={formik.isSubmitting}>{submitLabel}</SubmitButton>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
