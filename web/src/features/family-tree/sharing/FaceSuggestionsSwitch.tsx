import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { graphql } from '../../../gql';
import { errorMessageOf } from '../../../apollo/errors';
import { useToast } from '../../../components/toast';

const TreeFaceSuggestionsDocument = graphql(`
  query TreeFaceSuggestions($id: ID!) {
    tree(id: $id) {
      id
      faceSuggestions
    }
  }
`);

const SetFaceSuggestionsDocument = graphql(`
  mutation SetFaceSuggestions($treeId: ID!, $on: Boolean!) {
    setFaceSuggestions(treeId: $treeId, on: $on) {
      id
      faceSuggestions
    }
  }
`);

/**
 * The owner's switch for face suggestions in a tree, with what it keeps said beside it: turning it
 * off removes every face descriptor kept for the tree.
 */
export function FaceSuggestionsSwitch({ treeId }: { treeId: string }) {
  const { t } = useTranslation('familyTree');
  const toast = useToast();
  const read = useQuery(TreeFaceSuggestionsDocument, { variables: { id: treeId } });
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SetFaceSuggestionsDocument, { refetchQueries: ['FaceSuggestionTrees'] });
  const on = read.data?.tree.faceSuggestions ?? false;
  const change = async (next: boolean) => {
    setProblem(null);
    try {
      await save({ variables: { treeId, on: next } });
      toast({ title: next ? t('faces.turnedOn') : t('faces.turnedOff'), variant: 'success' });
    } catch (e) {
      setProblem(errorMessageOf(e, t('settings.failed')));
    }
  };
  return (
    <Box component="section" aria-labelledby="face-suggestions-heading" sx={{ display: 'grid', gap: 0.5 }}>
      <Typography id="face-suggestions-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('faces.title')}
      </Typography>
      {problem && <Alert severity="error">{problem}</Alert>}
      <FormControlLabel
        control={<Switch checked={on} disabled={!read.data || loading} onChange={(e) => void change(e.target.checked)} />}
        label={t('faces.switch')}
      />
      <Typography variant="body2" color="text.secondary">
        {t('faces.explain')}
      </Typography>
    </Box>
  );
}
