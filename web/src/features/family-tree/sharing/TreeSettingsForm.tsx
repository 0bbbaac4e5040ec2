import { useState } from 'react';
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
      toast({ title: 'Saved', text: 'The tree’s settings were saved.', variant: 'success' });
    } catch (e) {
      setProblem(errorMessageOf(e, 'The settings could not be saved.'));
    }
  };
  return (
    <Box component="section" aria-labelledby="tree-settings-heading">
      <Typography id="tree-settings-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Tree settings
      </Typography>
      <Stack spacing={1.5}>
        {problem && <Alert severity="error">{problem}</Alert>}
        <TextField label="Name" size="small" value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
        <TextField
          label="Counts as living when born within (years)"
          type="number"
          size="small"
          value={years}
          onChange={(e) => setYears(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 150 } }}
        />
        <FormControlLabel control={<Switch checked={show} onChange={(e) => setShow(e.target.checked)} />} label="Show living people’s details to viewers" />
        <Button variant="outlined" onClick={submit} disabled={loading || !name.trim()} sx={{ alignSelf: 'flex-start' }}>
          Save settings
        </Button>
      </Stack>
    </Box>
  );
}
