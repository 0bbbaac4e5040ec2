import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorMessageOf, fieldErrorsOf } from '../../../apollo/errors';
import { useToast } from '../../../components/toast';
import type { RelationshipType } from '../../../gql/graphql';
import { relationshipTypeLabels, relationshipTypeNouns, relationshipTypes } from '../../../lib/relationshipTypes';
import { MemberPicker, type MemberChoice } from '../add-member/MemberPicker';
import { forgetTreeAnswers, TREE_QUERIES } from '../refresh';
import { AddRelationshipDocument } from './addRelationship';

/** What changes when a relationship is added or removed: the tree, the stats and the member's list. */
export const RELATIONSHIP_QUERIES = [...TREE_QUERIES, 'MemberRelationships'];

/** The types a link can record: "other" records nothing. */
const linkTypes = relationshipTypes.filter((type) => type !== 'other');

interface LinkRelativeDialogProps {
  /** The selected member, whom the relationship type describes. */
  member: { id: string; fullName: string; isSelf: boolean };
  open: boolean;
  onClose: () => void;
}

/** Reads the choice back, e.g. "Ada Lovelace is Anne Milbanke's child." */
export function linkSentence(member: LinkRelativeDialogProps['member'], relative: MemberChoice | null, type: RelationshipType | ''): string {
  if (!relative || !type) return 'Choose a member and how they are related.';
  const noun = relationshipTypeNouns[type];
  if (member.isSelf) return `You are ${relative.name}'s ${noun}.`;
  return `${member.fullName} is ${relative.isSelf ? 'your' : `${relative.name}'s`} ${noun}.`;
}

/** Records how the selected member is related to another member already in the tree. */
export function LinkRelativeDialog({ member, open, onClose }: LinkRelativeDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const toast = useToast();
  const [relative, setRelative] = useState<MemberChoice | null>(null);
  const [type, setType] = useState<RelationshipType | ''>('');
  const [errors, setErrors] = useState<{ relative?: string; type?: string }>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [addRelationship, { loading }] = useMutation(AddRelationshipDocument, {
    refetchQueries: RELATIONSHIP_QUERIES,
    update: forgetTreeAnswers,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      relative: relative ? undefined : 'Choose a member',
      type: type ? undefined : 'Choose a relationship',
    };
    setErrors(missing);
    setProblems([]);
    if (!relative || !type) return;
    try {
      await addRelationship({ variables: { input: { fromId: member.id, toId: relative.id, type } } });
      toast({ title: 'Relationship saved', variant: 'success' });
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors({ relative: fields.toId, type: fields.type });
      const others = Object.entries(fields)
        .filter(([field]) => field !== 'toId' && field !== 'type')
        .map(([, message]) => message);
      setProblems([...new Set([errorMessageOf(error, 'The relationship could not be saved.'), ...others])]);
    }
  };

  const whose = member.isSelf ? 'you' : member.fullName;
  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="link-relative-title"
    >
      <form noValidate aria-labelledby="link-relative-title" onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogTitle id="link-relative-title">Link to a relative</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {problems.map((message) => (
              <Alert key={message} severity="error">
                {message}
              </Alert>
            ))}
            <MemberPicker
              id="link-relative"
              label="Relative"
              value={relative}
              onChange={(choice) => {
                setRelative(choice);
                setErrors((current) => ({ ...current, relative: undefined }));
              }}
              exclude={(choice) => choice.id === member.id}
              error={errors.relative}
              helperText={`A member of your tree to link ${whose} with.`}
            />
            <TextField
              select
              label="Relationship"
              id="link-relationship-type"
              value={type}
              onChange={(event) => {
                setType(event.target.value as RelationshipType);
                setErrors((current) => ({ ...current, type: undefined }));
              }}
              error={Boolean(errors.type)}
              helperText={errors.type ?? linkSentence(member, relative, type)}
            >
              {linkTypes.map((option) => (
                <MenuItem key={option} value={option}>
                  {relationshipTypeLabels[option]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={loading}
            startIcon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
