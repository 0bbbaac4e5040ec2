import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { ROLE_LABEL } from './branchText';
import { CreateTreeDocument, TreesDocument } from './treeQueries';

const NEW = '__new__';

/** Chooses which of the viewer's trees the screen shows, or starts a new one. */
export function TreeSwitcher({ treeId, onSwitch }: { treeId: string | undefined; onSwitch: (id: string) => void }) {
  const { t } = useTranslation('familyTree');
  const { data, loading } = useQuery(TreesDocument);
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { loading: busy }] = useMutation(CreateTreeDocument, { refetchQueries: ['Trees'] });

  if (loading && !data) return <Skeleton variant="rounded" width={220} height={40} role="status" aria-label={t('switcher.loading')} />;
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
      setProblem(errorMessageOf(e, t('switcher.createFailed')));
    }
  };

  return (
    <>
      <TextField
        select
        size="small"
        label={t('switcher.label')}
        value={trees.some((tree) => tree.id === current) ? current : ''}
        onChange={(e) => (e.target.value === NEW ? setCreating(true) : onSwitch(e.target.value))}
        fullWidth={false}
        sx={{ minWidth: 220, maxWidth: { xs: '100%', sm: 380 } }}
      >
        <ListSubheader>{t('switcher.yours')}</ListSubheader>
        {trees.map((tree) => (
          <MenuItem key={tree.id} value={tree.id}>
            {tree.name}
            {tree.viewerRole !== 'owner' && ` · ${t(ROLE_LABEL[tree.viewerRole])}`}
          </MenuItem>
        ))}
        <MenuItem value={NEW}>{t('switcher.new')}</MenuItem>
      </TextField>
      <Dialog open={creating} onClose={busy ? undefined : () => setCreating(false)} maxWidth="xs" fullWidth aria-labelledby="new-tree-title">
        <DialogTitle id="new-tree-title">{t('switcher.newTitle')}</DialogTitle>
        <DialogContent>
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            label={t('settings.name')}
            placeholder={t('switcher.namePlaceholder')}
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
            {t('common:action.cancel')}
          </Button>
          <Button variant="contained" onClick={submit} disabled={busy || !name.trim()}>
            {t('switcher.start')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
