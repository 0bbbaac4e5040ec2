import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
import type { Gender, RelationshipType } from '../../../gql/graphql';
import { i18n } from '../../../lib/i18n';
import { RELATIONSHIP_TYPE_LABEL_KEYS, relationshipTypes } from '../../../lib/relationshipTypes';
import { kinNoun, NOUN_OF_TYPE, relationSentence } from '../kinWords';
import { MemberPicker, type MemberChoice } from '../add-member/MemberPicker';
import { forgetTreeAnswers, TREE_QUERIES } from '../refresh';
import { AddRelationshipDocument } from './addRelationship';

/** What changes when a relationship is added or removed: the tree, the stats and the member's list. */
export const RELATIONSHIP_QUERIES = [...TREE_QUERIES, 'MemberRelationships'];

/** The types a link can record: "other" records nothing. */
const linkTypes = relationshipTypes.filter((type) => type !== 'other');

interface LinkRelativeDialogProps {
  /** The selected member, whom the relationship type describes (in the words of their gender, when known). */
  member: { id: string; fullName: string; isSelf: boolean; gender?: Gender | null };
  open: boolean;
  onClose: () => void;
}

/** Reads the choice back, e.g. "Ada Lovelace is Anne Milbanke's child." */
export function linkSentence(member: LinkRelativeDialogProps['member'], relative: MemberChoice | null, type: RelationshipType | ''): string {
  if (!relative || !type) return i18n.t('familyTree:link.choose');
  const noun = kinNoun(NOUN_OF_TYPE[type], member.gender);
  if (member.isSelf) return i18n.t('familyTree:link.youAre', { relative: relative.name, noun });
  return relationSentence(member.fullName, noun, relative);
}

/** Records how the selected member is related to another member already in the tree. */
export function LinkRelativeDialog({ member, open, onClose }: LinkRelativeDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { t } = useTranslation('familyTree');
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
      relative: relative ? undefined : t('link.chooseMember'),
      type: type ? undefined : t('link.chooseRelationship'),
    };
    setErrors(missing);
    setProblems([]);
    if (!relative || !type) return;
    try {
      await addRelationship({ variables: { input: { fromId: member.id, toId: relative.id, type } } });
      toast({ title: t('link.saved'), variant: 'success' });
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors({ relative: fields.toId, type: fields.type });
      const others = Object.entries(fields)
        .filter(([field]) => field !== 'toId' && field !== 'type')
        .map(([, message]) => message);
      setProblems([...new Set([errorMessageOf(error, t('link.failed')), ...others])]);
    }
  };

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
        <DialogTitle id="link-relative-title">{t('link.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {problems.map((message) => (
              <Alert key={message} severity="error">
                {message}
              </Alert>
            ))}
            <MemberPicker
              id="link-relative"
              label={t('link.relative')}
              value={relative}
              onChange={(choice) => {
                setRelative(choice);
                setErrors((current) => ({ ...current, relative: undefined }));
              }}
              exclude={(choice) => choice.id === member.id}
              error={errors.relative}
              helperText={member.isSelf ? t('link.relativeHintSelf') : t('link.relativeHint', { name: member.fullName })}
            />
            <TextField
              select
              label={t('field.relationship')}
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
                  {t(RELATIONSHIP_TYPE_LABEL_KEYS[option])}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={loading}>
            {t('common:action.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={loading}
            startIcon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
