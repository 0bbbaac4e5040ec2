import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { forgetRecentActivity } from '../../apollo/cache';
import { fieldErrorsOf } from '../../apollo/errors';
import { FocusFirstError } from '../../components/FocusFirstError';
import { ImagePicker } from '../../components/ImagePicker';
import { useToast } from '../../components/toast';
import type { ProfileFieldsFragment } from '../../gql/graphql';
import { fieldProps } from '../../lib/fieldProps';
import { InterestsInput } from './InterestsInput';
import { PrivacySwitches } from './PrivacySwitches';
import { ContactFields, PersonalFields, PlaceFields } from './ProfileFields';
import { profileSchema, toFormValues, toUpdateInput, type ProfileFormValues } from './profileForm';
import { ProfileSection } from './ProfileSection';
import { SocialLinksEditor } from './SocialLinksEditor';
import { UpdateProfileDocument } from './updateProfile';
import { SubmitButton } from '../../components/SubmitButton';

interface ProfileEditFormProps {
  user: ProfileFieldsFragment;
  onDone: () => void;
}

const formFields = new Set(['firstName', 'lastName', 'dateOfBirth', 'phone', 'address', 'bio', 'occupation',
  'relationshipStatus', 'hometown', 'currentCity', 'location', 'interests', 'profileImage']);

export function ProfileEditForm({ user, onDone }: ProfileEditFormProps) {
  const toast = useToast();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [updateProfile] = useMutation(UpdateProfileDocument, { update: forgetRecentActivity });

  const submit = async (values: ProfileFormValues, helpers: FormikHelpers<ProfileFormValues>) => {
    const input = toUpdateInput(values, user);
    if (Object.keys(input).length === 0) return onDone();
    setServerErrors({});
    try {
      await updateProfile({ variables: { input } });
      toast({ title: 'Profile Updated', text: 'Your changes have been saved.', variant: 'success' });
      onDone();
    } catch (error) {
      toast({
        title: 'Update Failed',
        text: 'There was an error updating your profile. Please try again.',
        variant: 'error',
      });
      const fieldErrors = fieldErrorsOf(error);
      const known = Object.entries(fieldErrors).filter(([field]) => formFields.has(field));
      helpers.setErrors(Object.fromEntries(known));
      helpers.setTouched(Object.fromEntries(known.map(([field]) => [field, true])), false);
      setServerErrors(Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => !formFields.has(field))));
    }
  };

  return (
    <Formik initialValues={toFormValues(user)} validationSchema={profileSchema} onSubmit={submit}>
      {(formik) => (
        <Form noValidate aria-label="Edit profile">
          <FocusFirstError />
          <Stack spacing={3}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
                Edit Profile
              </Typography>
            </Box>
            {Object.entries(serverErrors)
              .filter(([field]) => field !== 'socialMedia')
              .map(([field, message]) => (
                <Alert key={field} severity="error">
                  {message}
                </Alert>
              ))}
            <ProfileSection title="Photo">
              <ImagePicker
                file={formik.values.profileImage}
                onChange={(file) => void formik.setFieldValue('profileImage', file)}
                currentUrl={formik.values.removeProfileImage ? null : user.profileImageUrl}
                onRemoveCurrent={() => void formik.setFieldValue('removeProfileImage', true)}
                firstName={formik.values.firstName}
                lastName={formik.values.lastName}
                name={user.displayName}
                error={typeof formik.errors.profileImage === 'string' ? formik.errors.profileImage : undefined}
              />
            </ProfileSection>
            <ProfileSection title="Personal information">
              <PersonalFields />
            </ProfileSection>
            <ProfileSection title="Contact">
              <ContactFields email={user.email} />
            </ProfileSection>
            <ProfileSection title="Places">
              <PlaceFields />
            </ProfileSection>
            <ProfileSection title="About">
              <Stack spacing={2.5}>
                <TextField label="Bio" multiline minRows={4} {...fieldProps(formik, 'bio')} />
                <InterestsInput
                  value={formik.values.interests}
                  onChange={(interests) => void formik.setFieldValue('interests', interests)}
                  error={typeof formik.errors.interests === 'string' ? formik.errors.interests : undefined}
                />
              </Stack>
            </ProfileSection>
            <ProfileSection title="Social media links">
              <SocialLinksEditor error={serverErrors.socialMedia} />
            </ProfileSection>
            <ProfileSection title="Privacy settings">
              <PrivacySwitches />
            </ProfileSection>
            <Box
              sx={{
                position: 'sticky',
                bottom: 0,
                zIndex: 1,
                display: 'flex',
                justifyContent: 'flex-end',
                gap: 1.5,
                py: 2,
                bgcolor: 'background.default',
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Button color="inherit" onClick={onDone} disabled={formik.isSubmitting}>
                Cancel
              </Button>
              <SubmitButton busy={formik.isSubmitting}>Save Changes</SubmitButton>
            </Box>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
