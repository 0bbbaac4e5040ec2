import type { FormikHelpers } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { useApolloClient, useMutation } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorMessageOf } from '../../../apollo/errors';
import { FormDialog } from '../../../components/FormDialog';
import { useToast } from '../../../components/toast';
import { showServerFieldErrors } from '../../../lib/serverFieldErrors';
import type { MemoryFieldsFragment } from '../../../gql/graphql';
import { MemoryDetailsFields } from '../form/MemoryDetailsFields';
import { formFieldOf, memoryDetailsOf, memoryDetailsRules, toUpdateMemoryInput, type MemoryDetailsValues } from '../form/memoryForm';
import { useMemoryCircles } from '../form/useMemoryCircles';
import { UpdateMemoryDocument } from '../memoryMutations';
import { refreshAfterMemoryChange } from '../refreshAfterMemoryChange';

const schema = yup.object(memoryDetailsRules);

interface EditMemoryDialogProps {
  memory: MemoryFieldsFragment;
  open: boolean;
  onClose: () => void;
}

/** Changes a memory's title, description, date, circle and tagged people. */
export function EditMemoryDialog({ memory, open, onClose }: EditMemoryDialogProps) {
  const { t } = useTranslation('memories');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const toast = useToast();
  const client = useApolloClient();
  const circles = useMemoryCircles();
  const [updateMemory] = useMutation(UpdateMemoryDocument);

  const submit = async (values: MemoryDetailsValues, helpers: FormikHelpers<MemoryDetailsValues>) => {
    try {
      await updateMemory({ variables: { id: memory.id, input: toUpdateMemoryInput(values, memoryDetailsOf(memory)) } });
      // Another circle puts it in other lists and counts.
      if (values.circleId !== memory.circle.id) void refreshAfterMemoryChange(client);
      toast({ title: t('edit.updated'), variant: 'success' });
      onClose();
    } catch (error) {
      toast({ title: t('edit.notUpdated'), text: errorMessageOf(error, t('error.tryAgain')), variant: 'error' });
      showServerFieldErrors(helpers, error, formFieldOf);
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      titleId="edit-memory-title"
      title={t('edit.title')}
      submitLabel={t('edit.save')}
      initialValues={memoryDetailsOf(memory)}
      validationSchema={schema}
      onSubmit={submit}
    >
      {(formik) => (
        <Stack spacing={2.5}>
          <MemoryDetailsFields formik={formik} circles={circles} />
        </Stack>
      )}
    </FormDialog>
  );
}
