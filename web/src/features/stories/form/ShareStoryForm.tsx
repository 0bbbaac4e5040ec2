import { Form, Formik, type FormikHelpers } from 'formik';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '../../../apollo/errors';
import { FocusFirstError } from '../../../components/FocusFirstError';
import { SubmitButton } from '../../../components/SubmitButton';
import { useToast } from '../../../components/toast';
import { showServerFieldErrors } from '../../../lib/serverFieldErrors';
import { CreateStoryDocument } from '../storyMutations';
import { prependStory } from '../useStoryPages';
import { StoryFormFields } from './StoryFormFields';
import { emptyStory, formFieldOf, storySchema, toCreateStoryInput, type StoryFormValues } from './storyForm';

/** The inline form that shares a new story; the list shows it at the top once the server has it. */
export function ShareStoryForm() {
  const { t } = useTranslation('stories');
  const toast = useToast();
  const [createStory] = useMutation(CreateStoryDocument);

  const submit = async (values: StoryFormValues, helpers: FormikHelpers<StoryFormValues>) => {
    try {
      await createStory({
        variables: { input: toCreateStoryInput(values) },
        update: (cache, { data }) => {
          if (data) prependStory(cache, data.createStory);
        },
      });
      // The spec's words when a story is shared, or is not.
      toast({ title: t('share.done.title'), text: t('share.done.text'), variant: 'success' });
      helpers.resetForm();
    } catch (error) {
      toast({ title: t('share.failed.title'), text: errorMessageOf(error, t('share.failed.text')), variant: 'error' });
      showServerFieldErrors(helpers, error, formFieldOf);
    }
  };

  return (
    <Paper component="section" aria-labelledby="share-story-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id="share-story-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('share.title')}
      </Typography>
      <Formik initialValues={emptyStory()} validationSchema={storySchema} onSubmit={submit}>
        {(formik) => (
          <Form noValidate aria-label={t('share.title')}>
            <FocusFirstError />
            <Stack spacing={2.5}>
              <StoryFormFields formik={formik} />
              <SubmitButton busy={formik.isSubmitting} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-end' } }}>
                {t('share.submit')}
              </SubmitButton>
            </Stack>
          </Form>
        )}
      </Formik>
    </Paper>
  );
}
