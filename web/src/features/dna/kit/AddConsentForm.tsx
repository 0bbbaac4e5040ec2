import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SubmitButton } from '../../../components/SubmitButton';
import { useToast } from '../../../components/toast';
import { errorMessageOf } from '../../../apollo/errors';
import type { DnaConsentFieldsFragment } from '../../../gql/graphql';
import { AgreeToDnaMatchDocument, DnaConsentChoicesDocument } from './kitPageQueries';

interface Choice {
  id: string;
  name: string;
}

/**
 * Agrees to match a kit with one relative (someone who reads a tree the viewer reads) or with
 * everyone in one of the viewer's trees; those already agreed to are not offered again.
 */
export function AddConsentForm({ kitId, consents }: { kitId: string; consents: DnaConsentFieldsFragment[] }) {
  const { t } = useTranslation('dna');
  const toast = useToast();
  const { data } = useQuery(DnaConsentChoicesDocument);
  const [agree, { loading }] = useMutation(AgreeToDnaMatchDocument, { refetchQueries: ['MyDnaKits'] });
  const [kind, setKind] = useState<'user' | 'tree'>('user');
  const [relative, setRelative] = useState<Choice | null>(null);
  const [treeId, setTreeId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const agreedUsers = new Set(consents.map((c) => c.withUser?.id).filter(Boolean));
  const agreedTrees = new Set(consents.map((c) => c.tree?.id).filter(Boolean));
  const relatives: Choice[] = (data?.dnaMatchChoices ?? []).filter((u) => !agreedUsers.has(u.id)).map((u) => ({ id: u.id, name: u.displayName }));
  const trees: Choice[] = (data?.trees ?? []).filter((tree) => !agreedTrees.has(tree.id)).map((tree) => ({ id: tree.id, name: tree.name }));
  const chosen = kind === 'user' ? relative?.id : treeId;

  const submit = async () => {
    if (!chosen) {
      setProblem(kind === 'user' ? t('consents.chooseRelative') : t('consents.chooseTree'));
      return;
    }
    setProblem(null);
    try {
      await agree({ variables: { input: kind === 'user' ? { kitId, withUserId: chosen } : { kitId, treeId: chosen } } });
    } catch (error) {
      setProblem(errorMessageOf(error, t('consents.addFailed')));
      return;
    }
    toast({ title: t('consents.added'), text: t('consents.addedText'), variant: 'success' });
    setRelative(null);
    setTreeId('');
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      aria-labelledby="dna-consent-add-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Typography id="dna-consent-add-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('consents.addTitle')}
      </Typography>
      <RadioGroup
        row
        name="consent-kind"
        aria-label={t('consents.kindLabel')}
        value={kind}
        onChange={(event) => {
          setKind(event.target.value as 'user' | 'tree');
          setProblem(null);
        }}
      >
        <FormControlLabel value="user" control={<Radio />} label={t('consents.kindUser')} />
        <FormControlLabel value="tree" control={<Radio />} label={t('consents.kindTree')} />
      </RadioGroup>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mt: 1 }}>
        {kind === 'user' ? (
          <Autocomplete
            id="dna-consent-relative"
            sx={{ flex: '1 1 240px' }}
            options={relatives}
            value={relative}
            onChange={(_event, next) => setRelative(next)}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={t('consents.noRelatives')}
            openText={t('common:autocomplete.open')}
            closeText={t('common:autocomplete.close')}
            clearText={t('common:autocomplete.clear')}
            renderInput={(params) => <TextField {...params} label={t('consents.relative')} />}
          />
        ) : (
          <TextField select id="dna-consent-tree" label={t('consents.tree')} value={treeId} onChange={(event) => setTreeId(event.target.value)} sx={{ flex: '1 1 240px' }} disabled={trees.length === 0} helperText={trees.length === 0 ? t('consents.noTrees') : undefined}>
            {trees.map((tree) => (
              <MenuItem key={tree.id} value={tree.id}>
                {tree.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <SubmitButton busy={loading} sx={{ minHeight: 56, flexGrow: { xs: 1, sm: 0 } }}>
          {t('consents.add')}
        </SubmitButton>
      </Box>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
    </Paper>
  );
}
