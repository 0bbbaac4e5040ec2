import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormikHelpers, FormikProps } from 'formik';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorMessageOf } from '../../../apollo/errors';
import { FormDialog } from '../../../components/FormDialog';
import { ImagePicker } from '../../../components/ImagePicker';
import { useToast } from '../../../components/toast';
import { useSelectInTransition } from '../../../lib/selectInTransition';
import { fieldProps, type FieldBinding } from '../../../lib/fieldProps';
import { showServerFieldErrors } from '../../../lib/serverFieldErrors';
import { RELATIONSHIP_TYPE_LABEL_KEYS, relationshipTypes } from '../../../lib/relationshipTypes';
import { forgetTreeAnswers, TREE_QUERIES } from '../refresh';
import { LifeFields } from '../member/LifeFields';
import { AddFamilyMemberDocument } from './addFamilyMember';
import {
  addMemberSchema,
  initialAddMemberValues,
  relationshipSentence,
  serverFieldNames,
  toAddMemberInput,
  type AddMemberValues,
} from './addMemberForm';
import { MemberPicker, type MemberChoice } from './MemberPicker';
import { GenderField } from '../member/GenderField';

const formFields = new Set<string>(Object.keys(initialAddMemberValues(null)));

// The form redraws on every key and click; each of its parts only when what it shows changes.
const Field = memo(TextField) as typeof TextField;
const PhotoField = memo(ImagePicker);
const RelativeField = memo(MemberPicker);

/** How the new person is related to the chosen member, with the sentence it makes. */
const RelationshipField = memo(function RelationshipField(field: FieldBinding) {
  const { t } = useTranslation('familyTree');
  const select = useSelectInTransition(field);
  return (
    <TextField select label={t('field.relationship')} {...select}>
      {relationshipTypes.map((type) => (
        <MenuItem key={type} value={type}>
          {t(RELATIONSHIP_TYPE_LABEL_KEYS[type])}
        </MenuItem>
      ))}
    </TextField>
  );
});

function AddMemberFields({ formik, treeId }: { formik: FormikProps<AddMemberValues>; treeId?: string }) {
  const { t } = useTranslation('familyTree');
  const { setFieldValue } = formik;
  const setPhoto = useCallback((file: File | null) => void setFieldValue('photo', file), [setFieldValue]);
  const setRelative = useCallback((choice: MemberChoice | null) => void setFieldValue('relative', choice), [setFieldValue]);
  const { values, errors, touched } = formik;
  const relationship = fieldProps(formik, 'relationshipType');
  const firstName = fieldProps(formik, 'firstName');
  const lastName = fieldProps(formik, 'lastName');
  const bio = fieldProps(formik, 'bio');
  return (
    <>
      <PhotoField
        name={`${values.firstName} ${values.lastName}`.trim() || t('addMember.photoName')}
        label={t('addMember.photo')}
        file={values.photo}
        onChange={setPhoto}
        firstName={values.firstName}
        lastName={values.lastName}
        error={typeof errors.photo === 'string' ? errors.photo : undefined}
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Field label={t('field.firstName')} required autoFocus {...firstName} />
        <Field label={t('field.lastName')} required {...lastName} />
      </Box>
      <RelativeField
        id="relative"
        treeId={treeId}
        label={t('addMember.relatedTo')}
        value={values.relative}
        onChange={setRelative}
        error={touched.relative && typeof errors.relative === 'string' ? errors.relative : undefined}
        helperText={values.relative ? undefined : t('addMember.relatedToHint')}
      />
      <RelationshipField {...relationship} helperText={relationship.helperText ?? relationshipSentence(values)} />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <GenderField formik={formik} />
      </Box>
      <LifeFields formik={formik} />
      <Field label={t('field.bioOptional')} multiline minRows={3} {...bio} />
    </>
  );
}

interface AddFamilyMemberDialogProps {
  open: boolean;
  onClose: () => void;
  /** The member the new person is related to, chosen in advance (the focus or the selected person). */
  relative: MemberChoice | null;
  /** The tree being shown: the new person goes there (with a relative, the relative's tree). */
  treeId?: string;
  onAdded?: (memberId: string) => void;
}

export function AddFamilyMemberDialog({ open, onClose, relative, treeId, onAdded }: AddFamilyMemberDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { t } = useTranslation('familyTree');
  const toast = useToast();
  const [problems, setProblems] = useState<string[]>([]);
  const [addMember] = useMutation(AddFamilyMemberDocument, { refetchQueries: TREE_QUERIES, update: forgetTreeAnswers });

  const submit = async (values: AddMemberValues, helpers: FormikHelpers<AddMemberValues>) => {
    setProblems([]);
    try {
      const { data } = await addMember({ variables: { input: { ...toAddMemberInput(values), treeId: values.relative ? undefined : treeId } } });
      const related = values.relationshipType !== 'other' && Boolean(data?.addFamilyMember.relationships.length);
      toast(
        related
          ? { title: t('addMember.added.title'), text: t('addMember.added.text'), variant: 'success' }
          : { title: t('addMember.unplaced.title'), text: t('addMember.unplaced.text'), variant: 'info' },
      );
      if (data) onAdded?.(data.addFamilyMember.member.id);
      onClose();
    } catch (error) {
      toast({ title: t('toast.error'), text: errorMessageOf(error, t('addMember.failed')), variant: 'error' });
      setProblems(showServerFieldErrors(helpers, error, serverFieldNames, formFields));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      titleId="add-member-title"
      title={t('addMember.title')}
      submitLabel={t('addMember.submit')}
      initialValues={initialAddMemberValues(relative)}
      validationSchema={addMemberSchema}
      onSubmit={submit}
    >
      {(formik) => (
        <Stack spacing={2.5}>
          {problems.map((message) => (
            <Alert key={message} severity="error">
              {message}
            </Alert>
          ))}
          <AddMemberFields formik={formik} treeId={treeId} />
        </Stack>
      )}
    </FormDialog>
  );
}
