import { useTranslation } from 'react-i18next';
import type { FormikHelpers } from 'formik';
import { useMutation } from '@apollo/client/react';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorMessageOf, fieldErrorsOf } from '../../apollo/errors';
import { FormDialog } from '../../components/FormDialog';
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
  const { t } = useTranslation('circles');
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
      toast({ title: t('edit.done'), variant: 'success' });
      onClose();
    } catch (e) {
      const fields = fieldErrorsOf(e);
      helpers.setErrors(fields);
      if (!fields.name && !fields.description) {
        toast({ title: t('edit.failed'), text: errorMessageOf(e, t('tryAgain')), variant: 'error' });
      }
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      titleId="edit-circle-title"
      title={t('edit.title')}
      submitLabel={t('edit.submit')}
      initialValues={initial}
      validationSchema={circleBasicsSchema}
      onSubmit={submit}
    >
      {(formik) => <CircleBasicsFields formik={formik} />}
    </FormDialog>
  );
}
