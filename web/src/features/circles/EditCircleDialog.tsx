import { Form, Formik, type FormikHelpers } from 'formik';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorMessageOf, fieldErrorsOf } from '../../apollo/errors';
import { FocusFirstError } from '../../components/FocusFirstError';
import { SubmitButton } from '../../components/SubmitButton';
import { useToast } from '../../components/toast';
import { CircleBasicsFields } from './CircleBasicsFields';
import { forgetRecentCircles } from './circleCache';
import { circleBasicsSchema, type CircleBasics } from './circleForm';
import { UpdateFamilyCircleDocument } from './circleMutations';

interface EditCircleDialogProps {
  circle: { id: string; name: string; description?: string | null; isPrivate: boolean };
  open: boolean;
  onClose: () => void;
}

/** Renames a circle, or changes its description or privacy (its owner). */
export function EditCircleDialog({ circle, open, onClose }: EditCircleDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const toast = useToast();
  // The sidebar keeps its own copy of each circle's name.
  const [update] = useMutation(UpdateFamilyCircleDocument, { update: forgetRecentCircles });
  const initial: CircleBasics = { name: circle.name, description: circle.description ?? '', isPrivate: circle.isPrivate };

  const submit = async (values: CircleBasics, helpers: FormikHelpers<CircleBasics>) => {
    try {
      // An empty description removes the old one.
      const input = { name: values.name.trim(), description: values.description.trim(), isPrivate: values.isPrivate };
      await update({ variables: { id: circle.id, input } });
      toast({ title: 'Circle updated', variant: 'success' });
      onClose();
    } catch (e) {
      const fields = fieldErrorsOf(e);
      helpers.setErrors(fields);
      if (!fields.name && !fields.description) {
        toast({ title: 'Changes not saved', text: errorMessageOf(e, 'Please try again.'), variant: 'error' });
      }
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="edit-circle-title">
      <Formik initialValues={initial} validationSchema={circleBasicsSchema} onSubmit={submit}>
        {(formik) => (
          <Form noValidate style={{ display: 'contents' }}>
            <FocusFirstError />
            <DialogTitle id="edit-circle-title">Edit circle</DialogTitle>
            <DialogContent dividers>
              <CircleBasicsFields formik={formik} />
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 2 }}>
              <Button color="inherit" onClick={onClose} disabled={formik.isSubmitting}>
                Cancel
              </Button>
              <SubmitButton busy={formik.isSubmitting}>Save changes</SubmitButton>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
