import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DateOfBirthField } from '../../components/DateOfBirthField';
import { fieldProps } from '../../lib/fieldProps';
import type { ProfileFormValues } from './profileForm';
import { relationshipStatusLabels, relationshipStatuses } from './relationshipStatuses';

const twoColumns = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

export function PersonalFields() {
  const { t } = useTranslation('profile');
  const formik = useFormikContext<ProfileFormValues>();
  const dobError = formik.touched.dateOfBirth ? (formik.errors.dateOfBirth as string | undefined) : undefined;
  const status = fieldProps(formik, 'relationshipStatus');
  const firstName = fieldProps(formik, 'firstName');
  const lastName = fieldProps(formik, 'lastName');
  const occupation = fieldProps(formik, 'occupation');
  return (
    <Box sx={twoColumns}>
      <TextField label={t('field.firstName')} required autoComplete="given-name" {...firstName} />
      <TextField label={t('field.lastName')} required autoComplete="family-name" {...lastName} />
      <DateOfBirthField
        value={formik.values.dateOfBirth}
        onChange={(value) => {
          void formik.setFieldTouched('dateOfBirth', true, false);
          void formik.setFieldValue('dateOfBirth', value);
        }}
        error={dobError}
      />
      <TextField select label={t('field.relationshipStatus')} {...status}>
        <MenuItem value="">
          <em>{t('field.relationshipStatusUnset')}</em>
        </MenuItem>
        {relationshipStatuses.map((value) => (
          <MenuItem key={value} value={value}>
            {t(relationshipStatusLabels[value])}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextField label={t('field.occupation')} autoComplete="organization-title" {...occupation} />
      </Box>
    </Box>
  );
}

export function ContactFields({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const formik = useFormikContext<ProfileFormValues>();
  const phone = fieldProps(formik, 'phone');
  const address = fieldProps(formik, 'address');
  return (
    <Box sx={twoColumns}>
      <TextField label={t('field.email')} value={email} disabled helperText={t('field.emailHelp')} />
      <TextField label={t('field.phone')} type="tel" autoComplete="tel" {...phone} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextField label={t('field.address')} multiline minRows={2} autoComplete="street-address" {...address} />
      </Box>
    </Box>
  );
}

export function PlaceFields() {
  const { t } = useTranslation('profile');
  const formik = useFormikContext<ProfileFormValues>();
  const hometown = fieldProps(formik, 'hometown');
  const currentCity = fieldProps(formik, 'currentCity');
  const location = fieldProps(formik, 'location');
  return (
    <Box sx={{ ...twoColumns, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      <TextField label={t('field.hometown')} {...hometown} />
      <TextField label={t('field.currentCity')} {...currentCity} />
      <TextField label={t('field.location')} {...location} />
    </Box>
  );
}
