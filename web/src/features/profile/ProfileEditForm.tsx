import { useState } from 'react';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
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

/** The bio field's props, bound to the form. */
const bioField = (formik: FormikProps<ProfileFormValues>) => fieldProps(formik, 'bio');

export function ProfileEditForm({ user, onDone }: ProfileEditFormProps) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [updateProfile] = useMutation(UpdateProfileDocument, { update: forgetRecentActivity });

  const submit = async (values: ProfileFormValues, helpers: FormikHelpers<ProfileFormValues>) => {
    const input = toUpdateInput(values, user);
    if (Object.keys(input).length === 0) return onDone();
    setServerErrors({});
    try {
      await updateProfile({ variables: { input } });
      toast({ title: t('edit.savedTitle'), text: t('edit.savedText'), variant: 'success' });
      onDone();
    } catch (error) {
      toast({
        title: t('edit.failedTitle'),
        text: t('edit.failedText'),
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
        <Form noValidate aria-label={t('edit.formLabel')}>
          <FocusFirstError />
          <Stack spacing={3}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
                {t('edit.title')}
              </Typography>
            </Box>
            {Object.entries(serverErrors)
              .filter(([field]) => field !== 'socialMedia')
              .map(([field, message]) => (
                <Alert key={field} severity="error">
                  {message}
                </Alert>
              ))}
            <ProfileSection title={t('section.photo')}>
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
            <ProfileSection title={t('section.personal')}>
              <PersonalFields />
            </ProfileSection>
            <ProfileSection title={t('section.contact')}>
              <ContactFields email={user.email} />
            </ProfileSection>
            <ProfileSection title={t('section.places')}>
              <PlaceFields />
            </ProfileSection>
            <ProfileSection title={t('section.about')}>
              <Stack spacing={2.5}>
                <TextField label={t('field.bio')} multiline minRows={4} {...bioField(formik)} />
                <InterestsInput
                  value={formik.values.interests}
                  onChange={(interests) => void formik.setFieldValue('interests', interests)}
                  error={typeof formik.errors.interests === 'string' ? formik.errors.interests : undefined}
                />
              </Stack>
            </ProfileSection>
            <ProfileSection title={t('section.socialLinks')}>
              <SocialLinksEditor error={serverErrors.socialMedia} />
            </ProfileSection>
            <ProfileSection title={t('section.privacy')}>
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
                {t('edit.cancel')}
              </Button>
              <SubmitButton busy={formik.isSubmitting}>{t('edit.save')}</SubmitButton>
            </Box>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
