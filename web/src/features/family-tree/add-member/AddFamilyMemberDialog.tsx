import { useState } from 'react';
import type { FormikHelpers } from 'formik';
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
import { fieldProps } from '../../../lib/fieldProps';
import { showServerFieldErrors } from '../../../lib/serverFieldErrors';
import { relationshipTypeLabels, relationshipTypes } from '../../../lib/relationshipTypes';
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
          ? { title: 'Success', text: 'Family member and relationship added successfully!', variant: 'success' }
          : { title: 'Family member added', text: 'They are not connected to anyone in the tree yet: you will find them under Unplaced relatives.', variant: 'info' },
      );
      if (data) onAdded?.(data.addFamilyMember.member.id);
      onClose();
    } catch (error) {
      toast({ title: 'Error', text: errorMessageOf(error, 'Failed to add family member'), variant: 'error' });
      setProblems(showServerFieldErrors(helpers, error, serverFieldNames, formFields));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      titleId="add-member-title"
      title="Add Family Member"
      submitLabel="Add Member"
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
          <ImagePicker
            name={`${formik.values.firstName} ${formik.values.lastName}`.trim() || 'New member'}
            label="Photo (optional)"
            file={formik.values.photo}
            onChange={(file) => void formik.setFieldValue('photo', file)}
            firstName={formik.values.firstName}
            lastName={formik.values.lastName}
            error={typeof formik.errors.photo === 'string' ? formik.errors.photo : undefined}
          />
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField label="First name" required autoFocus {...fieldProps(formik, 'firstName')} />
            <TextField label="Last name" required {...fieldProps(formik, 'lastName')} />
          </Box>
          <MemberPicker
            id="relative"
            treeId={treeId}
            label="Related to"
            value={formik.values.relative}
            onChange={(choice) => void formik.setFieldValue('relative', choice)}
            error={formik.touched.relative && typeof formik.errors.relative === 'string' ? formik.errors.relative : undefined}
            helperText={formik.values.relative ? undefined : 'Left empty, they are related to you.'}
          />
          <TextField
            select
            label="Relationship"
            {...fieldProps(formik, 'relationshipType')}
            helperText={fieldProps(formik, 'relationshipType').helperText ?? relationshipSentence(formik.values)}
          >
            {relationshipTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {relationshipTypeLabels[type]}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <GenderField formik={formik} />
          </Box>
          <LifeFields formik={formik} />
          <TextField label="Bio (optional)" multiline minRows={3} {...fieldProps(formik, 'bio')} />
        </Stack>
      )}
    </FormDialog>
  );
}
