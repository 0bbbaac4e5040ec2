import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { DateOfBirthField } from '../../components/DateOfBirthField';
import { genderChoices, type OnboardingValues } from './onboardingForm';
import { fieldProps } from '../../lib/fieldProps';

export function NameStep() {
  const { t } = useTranslation('onboarding');
  const formik = useFormikContext<OnboardingValues>();
  const firstName = fieldProps(formik, 'firstName');
  const lastName = fieldProps(formik, 'lastName');
  const dobError = formik.touched.dateOfBirth ? (formik.errors.dateOfBirth as string | undefined) : undefined;
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <TextField label={t('name.first')} required autoFocus autoComplete="given-name" {...firstName} />
      <TextField label={t('name.last')} required autoComplete="family-name" {...lastName} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <DateOfBirthField
          value={formik.values.dateOfBirth}
          onChange={(value) => {
            void formik.setFieldTouched('dateOfBirth', true, false);
            void formik.setFieldValue('dateOfBirth', value);
          }}
          error={dobError}
        />
      </Box>
      <FormControl sx={{ gridColumn: '1 / -1' }}>
        <FormLabel id="gender-label">{t('name.gender')}</FormLabel>
        <RadioGroup row aria-labelledby="gender-label" name="gender" value={formik.values.gender} onChange={formik.handleChange}>
          {genderChoices.map((choice) => (
            <FormControlLabel key={choice.label} value={choice.value} control={<Radio />} label={t(choice.label)} />
          ))}
        </RadioGroup>
      </FormControl>
    </Box>
  );
}
