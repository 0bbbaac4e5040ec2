import { useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DateOfBirthField } from '../../components/DateOfBirthField';
import type { OnboardingValues } from './onboardingForm';
import { fieldProps } from '../../lib/fieldProps';

export function NameStep() {
  const formik = useFormikContext<OnboardingValues>();
  const dobError = formik.touched.dateOfBirth ? (formik.errors.dateOfBirth as string | undefined) : undefined;
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField label="First name" required autoFocus autoComplete="given-name" {...fieldProps(formik, 'firstName')} />
      <TextField label="Last name" required autoComplete="family-name" {...fieldProps(formik, 'lastName')} />
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
    </Box>
  );
}
