import { useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DateOfBirthField } from '../../components/DateOfBirthField';
import { fieldProps } from '../../lib/fieldProps';
import type { ProfileFormValues } from './profileForm';
import { relationshipStatusLabels, relationshipStatuses } from './relationshipStatuses';

const twoColumns = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

export function PersonalFields() {
  const formik = useFormikContext<ProfileFormValues>();
  const dobError = formik.touched.dateOfBirth ? (formik.errors.dateOfBirth as string | undefined) : undefined;
  const status = fieldProps(formik, 'relationshipStatus');
  return (
    <Box sx={twoColumns}>
      <TextField label="First name" required autoComplete="given-name" {...fieldProps(formik, 'firstName')} />
      <TextField label="Last name" required autoComplete="family-name" {...fieldProps(formik, 'lastName')} />
      <DateOfBirthField
        value={formik.values.dateOfBirth}
        onChange={(value) => {
          void formik.setFieldTouched('dateOfBirth', true, false);
          void formik.setFieldValue('dateOfBirth', value);
        }}
        error={dobError}
      />
      <TextField select label="Relationship status" {...status}>
        <MenuItem value="">
          <em>Prefer not to say</em>
        </MenuItem>
        {relationshipStatuses.map((value) => (
          <MenuItem key={value} value={value}>
            {relationshipStatusLabels[value]}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextField label="Occupation" autoComplete="organization-title" {...fieldProps(formik, 'occupation')} />
      </Box>
    </Box>
  );
}

export function ContactFields({ email }: { email: string }) {
  const formik = useFormikContext<ProfileFormValues>();
  return (
    <Box sx={twoColumns}>
      <TextField label="Email" value={email} disabled helperText="Comes from your sign-in provider." />
      <TextField label="Phone" type="tel" autoComplete="tel" {...fieldProps(formik, 'phone')} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextField label="Address" multiline minRows={2} autoComplete="street-address" {...fieldProps(formik, 'address')} />
      </Box>
    </Box>
  );
}

export function PlaceFields() {
  const formik = useFormikContext<ProfileFormValues>();
  return (
    <Box sx={{ ...twoColumns, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      <TextField label="Hometown" {...fieldProps(formik, 'hometown')} />
      <TextField label="Current city" {...fieldProps(formik, 'currentCity')} />
      <TextField label="Location" {...fieldProps(formik, 'location')} />
    </Box>
  );
}
