import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('stories');
  const title = fieldProps(formik, 'title');
  const content = fieldProps(formik, 'content');
  const storyType = fieldProps(formik, 'storyType');
  const set = (name: keyof StoryFormValues) => (value: unknown) => void formik.setFieldValue(name, value);
  return (
    <>
      <TextField label={t('form.title')} required {...title} />
      <TextField label={t('form.content')} required multiline minRows={4} maxRows={16} {...content} />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
        <TextField select label={t('form.type')} {...storyType}>
          {STORY_TYPES.map((type) => (
            <MenuItem key={type.value} value={type.value}>
              {t(type.label)}
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
        label={t('form.taggedPeople')}
        hint={t('form.taggedPeopleHint')}
        value={formik.values.taggedPeople}
        onChange={set('taggedPeople')}
        error={errorOf(formik, 'taggedPeople')}
      />
      <StoryMemoriesField value={formik.values.attachments} onChange={set('attachments')} error={errorOf(formik, 'attachments')} />
    </>
  );
}
