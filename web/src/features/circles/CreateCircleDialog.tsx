import { useTranslation } from 'react-i18next';
import type { FormikHelpers } from 'formik';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorMessageOf, fieldErrorsOf } from '../../apollo/errors';
import { FormDialog } from '../../components/FormDialog';
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
  const { t } = useTranslation('circles');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const toast = useToast();
  const create = useCreateCircle();

  const submit = async (values: NewCircleValues, helpers: FormikHelpers<NewCircleValues>) => {
    try {
      const { data } = await create({ variables: { input: toCircleInput(values) } });
      if (!data) return;
      toast({ title: t('create.done'), text: t('create.doneText', { name: data.createCircle.name }), variant: 'success' });
      onClose();
      onCreated?.(data.createCircle.id);
    } catch (e) {
      const fields = fieldErrorsOf(e);
      helpers.setErrors(fields);
      if (!fields.name && !fields.description) {
        toast({ title: t('create.failed'), text: errorMessageOf(e, t('tryAgain')), variant: 'error' });
      }
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      titleId="create-circle-title"
      title={t('createCircle')}
      submitLabel={t('create.submit')}
      initialValues={newCircleValues}
      validationSchema={circleBasicsSchema}
      onSubmit={submit}
    >
      {(formik) => (
        <Stack spacing={2.5}>
          <CircleBasicsFields formik={formik} />
          <ConnectionPicker
            label={t('create.members')}
            value={formik.values.members}
            onChange={(people) => void formik.setFieldValue('members', people)}
            helperText={t('create.membersHelp')}
            onLeave={onClose}
          />
        </Stack>
      )}
    </FormDialog>
  );
}
