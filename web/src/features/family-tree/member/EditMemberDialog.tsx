import type { FormikHelpers, FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorMessageOf, fieldErrorsOf } from '../../../apollo/errors';
import { FormDialog } from '../../../components/FormDialog';
import { ImagePicker } from '../../../components/ImagePicker';
import { useToast } from '../../../components/toast';
import { fieldProps } from '../../../lib/fieldProps';
import { forgetTreeAnswers } from '../refresh';
import { LifeFields } from './LifeFields';
import { memberSchema, toMemberValues, toUpdateMemberInput, type MemberDetails, type MemberValues } from './memberForm';
import { UpdateFamilyMemberDocument } from './updateFamilyMember';
import { GenderField } from './GenderField';

const fieldsOf = (formik: FormikProps<MemberValues>) => ({
  firstName: fieldProps(formik, 'firstName'),
  lastName: fieldProps(formik, 'lastName'),
  bio: fieldProps(formik, 'bio'),
});

interface EditMemberDialogProps {
  member: MemberDetails;
  open: boolean;
  onClose: () => void;
}

export function EditMemberDialog({ member, open, onClose }: EditMemberDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { t } = useTranslation('familyTree');
  const toast = useToast();
  const [update] = useMutation(UpdateFamilyMemberDocument, {
    refetchQueries: ['FamilyTree', 'MemberOptions'],
    update: forgetTreeAnswers,
  });

  const submit = async (values: MemberValues, helpers: FormikHelpers<MemberValues>) => {
    try {
      await update({ variables: { id: member.id, input: toUpdateMemberInput(values, member) } });
      toast({ title: t('toast.saved'), text: t('editMember.saved', { name: values.firstName.trim() }), variant: 'success' });
      onClose();
    } catch (error) {
      toast({ title: t('toast.error'), text: errorMessageOf(error, t('editMember.failed')), variant: 'error' });
      const fields = fieldErrorsOf(error);
      helpers.setErrors(fields);
      helpers.setTouched(Object.fromEntries(Object.keys(fields).map((field) => [field, true])), false);
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      titleId="edit-member-title"
      title={member.isSelf ? t('editMember.titleSelf') : t('editMember.title', { name: member.fullName })}
      submitLabel={t('editMember.submit')}
      initialValues={toMemberValues(member)}
      validationSchema={memberSchema}
      onSubmit={submit}
    >
      {(formik) => {
        const fields = fieldsOf(formik);
        return (
          <Stack spacing={2.5}>
            <ImagePicker
              name={member.fullName}
              label={t('field.photo')}
              file={formik.values.photo}
              onChange={(file) => void formik.setFieldValue('photo', file)}
              currentUrl={formik.values.removePhoto ? null : member.profilePictureUrl}
              onRemoveCurrent={() => void formik.setFieldValue('removePhoto', true)}
              firstName={formik.values.firstName}
              lastName={formik.values.lastName}
              error={typeof formik.errors.photo === 'string' ? formik.errors.photo : undefined}
            />
            <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField label={t('field.firstName')} required {...fields.firstName} />
              <TextField label={t('field.lastName')} required {...fields.lastName} />
              <GenderField formik={formik} />
            </Box>
            <LifeFields formik={formik} disabledBirth={!member.viewerCan.rename} />
            <TextField label={t('field.bio')} multiline minRows={3} {...fields.bio} />
          </Stack>
        );
      }}
    </FormDialog>
  );
}
