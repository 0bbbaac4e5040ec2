import { Form, Formik, type FormikHelpers } from 'formik';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorMessageOf, fieldErrorsOf } from '../../apollo/errors';
import { FocusFirstError } from '../../components/FocusFirstError';
import { SubmitButton } from '../../components/SubmitButton';
import { useToast } from '../../components/toast';
import { CircleBasicsFields } from './CircleBasicsFields';
import { circleBasicsSchema, newCircleValues, toCircleInput, type NewCircleValues } from './circleForm';
import { ConnectionPicker } from './ConnectionPicker';
import { useCreateCircle } from './useCreateCircle';

interface CreateCircleDialogProps {
  open: boolean;
  onClose: () => void;
  /** The new circle's id, once it exists (e.g. to open its page). */
  onCreated?: (id: string) => void;
}

/** A new family circle: its name, what it is for, whether it is private, and who is in it. */
export function CreateCircleDialog({ open, onClose, onCreated }: CreateCircleDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const toast = useToast();
  const create = useCreateCircle();

  const submit = async (values: NewCircleValues, helpers: FormikHelpers<NewCircleValues>) => {
    try {
      const { data } = await create({ variables: { input: toCircleInput(values) } });
      if (!data) return;
      toast({ title: 'Circle created', text: `${data.createCircle.name} is ready for your family’s memories.`, variant: 'success' });
      onClose();
      onCreated?.(data.createCircle.id);
    } catch (e) {
      const fields = fieldErrorsOf(e);
      helpers.setErrors(fields);
      if (!fields.name && !fields.description) {
        toast({ title: 'Circle not created', text: errorMessageOf(e, 'Please try again.'), variant: 'error' });
      }
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="create-circle-title">
      <Formik initialValues={newCircleValues} validationSchema={circleBasicsSchema} onSubmit={submit}>
        {(formik) => (
          <Form noValidate style={{ display: 'contents' }}>
            <FocusFirstError />
            <DialogTitle id="create-circle-title">Create New Circle</DialogTitle>
            <DialogContent dividers>
              <Stack spacing={2.5}>
                <CircleBasicsFields formik={formik} />
                <ConnectionPicker
                  label="Members"
                  value={formik.values.members}
                  onChange={(people) => void formik.setFieldValue('members', people)}
                  helperText="Optional. You can add your connections now or later."
                  onLeave={onClose}
                />
              </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 2 }}>
              <Button color="inherit" onClick={onClose} disabled={formik.isSubmitting}>
                Cancel
              </Button>
              <SubmitButton busy={formik.isSubmitting}>Create Circle</SubmitButton>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
