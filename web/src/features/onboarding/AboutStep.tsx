import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ImagePicker } from '../../components/ImagePicker';
import type { OnboardingValues } from './onboardingForm';
import { fieldProps } from '../../lib/fieldProps';

export function AboutStep() {
  const { t } = useTranslation('onboarding');
  const formik = useFormikContext<OnboardingValues>();
  const { firstName, lastName, profileImage, bio } = formik.values;
  const bioProps = fieldProps(formik, 'bio');
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TextField
        label={t('about.bio')}
        required
        multiline
        minRows={4}
        autoFocus
        placeholder={t('about.bioPlaceholder')}
        {...bioProps}
        helperText={bioProps.helperText ?? t('about.bioLength', { length: bio.length, max: 2000 })}
      />
      <ImagePicker
        file={profileImage}
        onChange={(file) => void formik.setFieldValue('profileImage', file)}
        firstName={firstName}
        lastName={lastName}
        name={`${firstName} ${lastName}`.trim() || t('about.you')}
        error={typeof formik.errors.profileImage === 'string' ? formik.errors.profileImage : undefined}
        label={t('about.photo')}
      />
    </Box>
  );
}
