import type { FormikHelpers } from 'formik';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorMessageOf } from '../../../apollo/errors';
import { FormDialog } from '../../../components/FormDialog';
import { useToast } from '../../../components/toast';
import { showServerFieldErrors } from '../../../lib/serverFieldErrors';
import type { StoryFieldsFragment } from '../../../gql/graphql';
import { UpdateStoryDocument } from '../storyMutations';
import { StoryFormFields } from './StoryFormFields';
import { formFieldOf, storySchema, storyValuesOf, toUpdateStoryInput, type StoryFormValues } from './storyForm';

interface EditStoryDialogProps {
  story: StoryFieldsFragment;
  open: boolean;
  onClose: () => void;
}

/** Changes a story: its words, kind, date, audience, people and memories (its author). */
export function EditStoryDialog({ story, open, onClose }: EditStoryDialogProps) {
  const { t } = useTranslation('stories');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const toast = useToast();
  const [updateStory] = useMutation(UpdateStoryDocument);

  const submit = async (values: StoryFormValues, helpers: FormikHelpers<StoryFormValues>) => {
    try {
      await updateStory({ variables: { id: story.id, input: toUpdateStoryInput(values, storyValuesOf(story)) } });
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
      titleId="edit-story-title"
      title={t('edit.title')}
      submitLabel={t('edit.save')}
      initialValues={storyValuesOf(story)}
      validationSchema={storySchema}
      onSubmit={submit}
    >
      {(formik) => (
        <Stack spacing={2.5}>
          <StoryFormFields formik={formik} />
        </Stack>
      )}
    </FormDialog>
  );
}
