import { useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ImagePicker } from '../../components/ImagePicker';
import type { OnboardingValues } from './onboardingForm';
import { fieldProps } from '../../lib/fieldProps';

export function AboutStep() {
  const formik = useFormikContext<OnboardingValues>();
  const { firstName, lastName, profileImage, bio } = formik.values;
  const bioProps = fieldProps(formik, 'bio');
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TextField
        label="Bio"
        required
        multiline
        minRows={4}
        autoFocus
        placeholder="A few words about you, for your relatives"
        {...bioProps}
        helperText={bioProps.helperText ?? `${bio.length} / 2000`}
      />
      <ImagePicker
        file={profileImage}
        onChange={(file) => void formik.setFieldValue('profileImage', file)}
        firstName={firstName}
        lastName={lastName}
        name={`${firstName} ${lastName}`.trim() || 'You'}
        error={typeof formik.errors.profileImage === 'string' ? formik.errors.profileImage : undefined}
        label="Profile photo (optional)"
      />
    </Box>
  );
}
