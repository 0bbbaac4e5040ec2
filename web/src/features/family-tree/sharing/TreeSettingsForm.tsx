import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '../../../apollo/errors';
import { useToast } from '../../../components/toast';
import { UpdateTreeDocument } from './treeQueries';

interface TreeSettings {
  id: string;
  name: string;
  livingYears: number;
  showLivingDetails: boolean;
}

/** The owner's settings: the tree's name and the privacy of living people. */
export function TreeSettingsForm({ tree }: { tree: TreeSettings }) {
  const { t } = useTranslation('familyTree');
  const toast = useToast();
  const [name, setName] = useState(tree.name);
  const [years, setYears] = useState(String(tree.livingYears));
  const [show, setShow] = useState(tree.showLivingDetails);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateTreeDocument, { refetchQueries: ['Trees', 'FamilyTree'] });
  const submit = async () => {
    setProblem(null);
    try {
      await save({ variables: { id: tree.id, input: { name, livingYears: Number(years), showLivingDetails: show } } });
      toast({ title: t('toast.saved'), text: t('settings.saved'), variant: 'success' });
    } catch (e) {
      setProblem(errorMessageOf(e, t('settings.failed')));
    }
  };
  return (
    <Box component="section" aria-labelledby="tree-settings-heading">
      <Typography id="tree-settings-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t('settings.title')}
      </Typography>
      <Stack spacing={1.5}>
        {problem && <Alert severity="error">{problem}</Alert>}
        <TextField label={t('settings.name')} size="small" value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
        <TextField
          label={t('settings.livingYears')}
          type="number"
          size="small"
          value={years}
          onChange={(e) => setYears(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 150 } }}
        />
        <FormControlLabel control={<Switch checked={show} onChange={(e) => setShow(e.target.checked)} />} label={t('settings.showLiving')} />
        <Button variant="outlined" onClick={submit} disabled={loading || !name.trim()} sx={{ alignSelf: 'flex-start' }}>
          {t('settings.save')}
        </Button>
      </Stack>
    </Box>
  );
}
