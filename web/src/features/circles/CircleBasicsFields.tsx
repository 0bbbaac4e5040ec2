import { useTranslation } from 'react-i18next';
import type { FormikProps } from 'formik';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { fieldProps } from '../../lib/fieldProps';
import { formatNumber } from '../../lib/i18n';
import { DESCRIPTION_MAX, type CircleBasics } from './circleForm';

/** Name, description and the Private switch, for creating a circle and for changing one. */
export function CircleBasicsFields<V extends CircleBasics>({ formik }: { formik: FormikProps<V> }) {
  const { t } = useTranslation('circles');
  const name = fieldProps(formik, 'name');
  const description = fieldProps(formik, 'description');
  return (
    <Stack spacing={2.5}>
      <TextField label={t('form.name')} required autoFocus placeholder={t('form.namePlaceholder')} {...name} />
      <TextField
        label={t('form.description')}
        multiline
        minRows={2}
        {...description}
        helperText={description.helperText ?? t('form.descriptionHelp', { max: formatNumber(DESCRIPTION_MAX) })}
      />
      <div>
        <FormControlLabel
          control={
            <Switch
              name="isPrivate"
              checked={formik.values.isPrivate}
              onChange={(event) => void formik.setFieldValue('isPrivate', event.target.checked)}
              slotProps={{ input: { 'aria-describedby': 'circle-private-help' } }}
            />
          }
          label={t('form.private')}
        />
        <FormHelperText id="circle-private-help" sx={{ mt: 0 }}>
          {formik.values.isPrivate
            ? t('form.privateOn')
            : t('form.privateOff')}
        </FormHelperText>
      </div>
    </Stack>
  );
}
