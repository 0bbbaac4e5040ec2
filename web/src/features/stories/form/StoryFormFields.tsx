import type { FormikProps } from 'formik';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { OptionalDateField } from '../../../components/OptionalDateField';
import { PeopleField } from '../../../components/people-choices/PeopleField';
import { fieldProps } from '../../../lib/fieldProps';
import { STORY_TYPES } from '../storyText';
import { StoryAudienceFields } from './StoryAudienceFields';
import { StoryMemoriesField } from './StoryMemoriesField';
import type { StoryFormValues } from './storyForm';

/** A shown error of a field that is not a text field, once touched (or sent back by the server). */
function errorOf(formik: FormikProps<StoryFormValues>, name: keyof StoryFormValues): string | undefined {
  const error = (formik.errors as Record<string, unknown>)[name];
  const touched = (formik.touched as Record<string, unknown>)[name];
  return touched && typeof error === 'string' ? error : undefined;
}

/** Everything said about a story, in the share form and the edit dialog alike. */
export function StoryFormFields({ formik }: { formik: FormikProps<StoryFormValues> }) {
  const set = (name: keyof StoryFormValues) => (value: unknown) => void formik.setFieldValue(name, value);
  return (
    <>
      <TextField label="Title" required {...fieldProps(formik, 'title')} />
      <TextField label="Your story" required multiline minRows={4} maxRows={16} {...fieldProps(formik, 'content')} />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
        <TextField select label="Type" {...fieldProps(formik, 'storyType')}>
          {STORY_TYPES.map((type) => (
            <MenuItem key={type.value} value={type.value}>
              {type.label}
            </MenuItem>
          ))}
        </TextField>
        <OptionalDateField
          value={formik.values.eventDate}
          onChange={set('eventDate')}
          onBlur={() => void formik.setFieldTouched('eventDate', true)}
          error={errorOf(formik, 'eventDate')}
        />
      </Box>
      <StoryAudienceFields
        circleId={formik.values.circleId}
        isPublic={formik.values.isPublic}
        onCircleChange={set('circleId')}
        onPublicChange={set('isPublic')}
        error={errorOf(formik, 'circleId')}
      />
      <PeopleField
        id="taggedPeople"
        label="Tag people (optional)"
        hint="Who the story is about, from your family trees."
        value={formik.values.taggedPeople}
        onChange={set('taggedPeople')}
        error={errorOf(formik, 'taggedPeople')}
      />
      <StoryMemoriesField value={formik.values.attachments} onChange={set('attachments')} error={errorOf(formik, 'attachments')} />
    </>
  );
}
