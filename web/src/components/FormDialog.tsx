import { use, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Formik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { FocusFirstError } from './FocusFirstError';
import { FormInTransition, FormSending } from './FormInTransition';
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

/** Where the fields come, for the moment before they are drawn. */
function FieldsPlaceholder() {
  return (
    <div aria-busy="true">
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} variant="rounded" height={56} sx={{ mb: 2 }} />
      ))}
    </div>
  );
}

/** Cancel, unavailable from the press that sends the form until it has been sent. */
function CancelButton({ onClick, busy, children }: { onClick: () => void; busy: boolean; children: ReactNode }) {
  const sending = use(FormSending) || busy;
  return (
    <Button color="inherit" onClick={onClick} disabled={sending}>
      {children}
    </Button>
  );
}

/**
 * A form in a dialog: its fields, then Cancel and a submit button that shows while the form is sent.
 * The dialog shows at once with its title and buttons; its fields, the costly part, are drawn right
 * after, without holding up that first frame (a deferred render React may interrupt). Closing, they
 * stay as they are. Sending it is a transition too (`FormInTransition`).
 */
export function FormDialog<Values extends FormikValues>(props: FormDialogProps<Values>) {
  const { t } = useTranslation('common');
  const { open, onClose, titleId, title, submitLabel, initialValues, validationSchema, onSubmit, fullScreen, children } = props;
  const fieldsShown = useDeferredValue(open, false);
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={onSubmit}>
        {(formik) => (
          <FormInTransition aria-labelledby={titleId} style={{ display: 'contents' }}>
            <FocusFirstError />
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent dividers>{fieldsShown || !open ? children(formik) : <FieldsPlaceholder />}</DialogContent>
            <DialogActions sx={{ px: 3, py: 2 }}>
              <CancelButton onClick={onClose} busy={formik.isSubmitting}>
                {t('action.cancel')}
              </CancelButton>
              <SubmitButton busy={formik.isSubmitting}>{submitLabel}</SubmitButton>
            </DialogActions>
          </FormInTransition>
        )}
      </Formik>
    </Dialog>
  );
}
