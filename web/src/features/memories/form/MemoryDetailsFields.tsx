import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { OptionalDateField } from '../../../components/OptionalDateField';
import type { MemoryCirclesQuery } from '../../../gql/graphql';
import { fieldProps } from '../../../lib/fieldProps';
import { PeopleField } from '../../../components/people-choices/PeopleField';
import { CircleField } from './CircleField';
import type { MemoryDetailsValues } from './memoryForm';

interface MemoryDetailsFieldsProps<V extends MemoryDetailsValues> {
  formik: FormikProps<V>;
  circles: { list: MemoryCirclesQuery['circles'] | undefined; loading: boolean; retry: () => void };
}

/** A shown error of a field that is not a text field, once touched. */
function errorOf<V extends MemoryDetailsValues>(formik: FormikProps<V>, name: keyof MemoryDetailsValues): string | undefined {
  const error = (formik.errors as Record<string, unknown>)[name];
  const touched = (formik.touched as Record<string, unknown>)[name];
  return touched && typeof error === 'string' ? error : undefined;
}

/** Title, description, circle, date and tagged people: what the upload and edit forms share. */
export function MemoryDetailsFields<V extends MemoryDetailsValues>({ formik, circles }: MemoryDetailsFieldsProps<V>) {
  const { t } = useTranslation('memories');
  const title = fieldProps(formik, 'title');
  const description = fieldProps(formik, 'description');
  return (
    <>
      <TextField label={t('form.title')} required {...title} />
      <TextField label={t('form.description')} multiline minRows={2} maxRows={8} {...description} />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
        <CircleField
          circles={circles.list}
          loading={circles.loading}
          onRetry={circles.retry}
          value={formik.values.circleId}
          onChange={(id) => void formik.setFieldValue('circleId', id)}
          onBlur={() => void formik.setFieldTouched('circleId', true)}
          error={errorOf(formik, 'circleId')}
        />
        <OptionalDateField
          disableFuture
          value={formik.values.eventDate}
          onChange={(date) => void formik.setFieldValue('eventDate', date)}
          onBlur={() => void formik.setFieldTouched('eventDate', true)}
          error={errorOf(formik, 'eventDate')}
        />
      </Box>
      <PeopleField
        id="taggedPeople"
        label={t('form.taggedPeople')}
        hint={t('form.taggedPeopleHint')}
        value={formik.values.taggedPeople}
        onChange={(people) => void formik.setFieldValue('taggedPeople', people)}
        error={errorOf(formik, 'taggedPeople')}
      />
    </>
  );
}
