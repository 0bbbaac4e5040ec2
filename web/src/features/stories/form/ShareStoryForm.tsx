import { Form, Formik, type FormikHelpers } from 'formik';
import { useMutation } from '@apollo/client/react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '../../../apollo/errors';
import { FocusFirstError } from '../../../components/FocusFirstError';
import { SubmitButton } from '../../../components/SubmitButton';
import { useToast } from '../../../components/toast';
import { showServerFieldErrors } from '../../../lib/serverFieldErrors';
import { CreateStoryDocument } from '../storyMutations';
import { NOT_SHARED_TEXT, NOT_SHARED_TITLE, SHARED_TOAST } from '../storyText';
import { prependStory } from '../useStoryPages';
import { StoryFormFields } from './StoryFormFields';
import { emptyStory, formFieldOf, storySchema, toCreateStoryInput, type StoryFormValues } from './storyForm';

/** The inline form that shares a new story; the list shows it at the top once the server has it. */
export function ShareStoryForm() {
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
      toast({ ...SHARED_TOAST, variant: 'success' });
      helpers.resetForm();
    } catch (error) {
      toast({ title: NOT_SHARED_TITLE, text: errorMessageOf(error, NOT_SHARED_TEXT), variant: 'error' });
      showServerFieldErrors(helpers, error, formFieldOf);
    }
  };

  return (
    <Paper component="section" aria-labelledby="share-story-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id="share-story-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Share a story
      </Typography>
      <Formik initialValues={emptyStory()} validationSchema={storySchema} onSubmit={submit}>
        {(formik) => (
          <Form noValidate aria-label="Share a story">
            <FocusFirstError />
            <Stack spacing={2.5}>
              <StoryFormFields formik={formik} />
              <SubmitButton busy={formik.isSubmitting} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-end' } }}>
                Share Story
              </SubmitButton>
            </Stack>
          </Form>
        )}
      </Formik>
    </Paper>
  );
}
