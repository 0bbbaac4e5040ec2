import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { errorMessageOf } from '../../../apollo/errors';
import { roleLabels } from './branchText';
import { CreateTreeDocument, TreesDocument } from './treeQueries';

const NEW = '__new__';

/** Chooses which of the viewer's trees the screen shows, or starts a new one. */
export function TreeSwitcher({ treeId, onSwitch }: { treeId: string | undefined; onSwitch: (id: string) => void }) {
  const { data, loading } = useQuery(TreesDocument);
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { loading: busy }] = useMutation(CreateTreeDocument, { refetchQueries: ['Trees'] });

  if (loading && !data) return <Skeleton variant="rounded" width={220} height={40} aria-label="Loading your trees" />;
  const trees = data?.trees ?? [];
  const current = treeId ?? trees[0]?.id ?? '';

  const submit = async () => {
    setProblem(null);
    try {
      const { data: made } = await create({ variables: { name } });
      setCreating(false);
      setName('');
      if (made) onSwitch(made.createTree.id);
    } catch (e) {
      setProblem(errorMessageOf(e, 'The tree could not be created.'));
    }
  };

  return (
    <>
      <TextField
        select
        size="small"
        label="Tree"
        value={trees.some((t) => t.id === current) ? current : ''}
        onChange={(e) => (e.target.value === NEW ? setCreating(true) : onSwitch(e.target.value))}
        fullWidth={false}
        sx={{ minWidth: 220, maxWidth: { xs: '100%', sm: 380 } }}
      >
        <ListSubheader>Your trees</ListSubheader>
        {trees.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.name}
            {t.viewerRole !== 'owner' && ` · ${roleLabels[t.viewerRole]}`}
          </MenuItem>
        ))}
        <MenuItem value={NEW}>New tree…</MenuItem>
      </TextField>
      <Dialog open={creating} onClose={busy ? undefined : () => setCreating(false)} maxWidth="xs" fullWidth aria-labelledby="new-tree-title">
        <DialogTitle id="new-tree-title">Start a new tree</DialogTitle>
        <DialogContent>
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            label="Name"
            placeholder="The Okafor family"
            value={name}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && name.trim()) void submit();
            }}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={() => setCreating(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={submit} disabled={busy || !name.trim()}>
            Start tree
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
