import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '../../../apollo/errors';
import { useToast } from '../../../components/toast';
import type { TreeRole } from '../../../gql/graphql';
import { MemberPicker, type MemberChoice } from '../add-member/MemberPicker';
import { InviteToTreeDocument, ShareCandidatesDocument } from './treeQueries';

type Limit = 'none' | 'descendants' | 'nearby';

/** Invites one of the owner's connections with a role, optionally kept to a branch. */
export function InviteForm({ treeId, taken }: { treeId: string; taken: Set<string> }) {
  const { t } = useTranslation('familyTree');
  const toast = useToast();
  const { data, loading, error } = useQuery(ShareCandidatesDocument);
  const [invite, { loading: sending }] = useMutation(InviteToTreeDocument, { refetchQueries: ['TreeDetails'] });
  const [userId, setUserId] = useState('');
  const [role, setRole] = useState<TreeRole>('viewer');
  const [limit, setLimit] = useState<Limit>('none');
  const [root, setRoot] = useState<MemberChoice | null>(null);
  const [steps, setSteps] = useState(2);
  const [problem, setProblem] = useState<string | null>(null);

  const people = (data?.connections ?? []).map((c) => c.user).filter((u) => !taken.has(u.id));
  const branch = limit === 'descendants' ? (root ? { kind: 'descendants' as const, rootId: root.id } : null) : limit === 'nearby' ? { kind: 'nearby' as const, steps } : null;
  const ready = userId && (limit === 'none' || branch);

  const submit = async () => {
    setProblem(null);
    try {
      await invite({ variables: { input: { treeId, userId, role, branch } } });
      const invited = people.find((p) => p.id === userId)?.displayName;
      toast({ title: t('invite.done.title'), text: invited ? t('invite.done.text', { name: invited }) : t('invite.done.textNoName'), variant: 'success' });
      setUserId('');
      setLimit('none');
      setRoot(null);
    } catch (e) {
      setProblem(errorMessageOf(e, t('invite.failed')));
    }
  };

  if (loading && !data) return null;
  if (error && !data) return <Alert severity="error">{t('invite.connectionsFailed')}</Alert>;
  return (
    <Box component="section" aria-labelledby="invite-heading">
      <Typography id="invite-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t('invite.title')}
      </Typography>
      {people.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('invite.nobody')}
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <TextField select label={t('invite.relative')} value={userId} onChange={(e) => setUserId(e.target.value)} size="small">
            {people.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.displayName}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={t('invite.as')} value={role} onChange={(e) => setRole(e.target.value as TreeRole)} size="small">
            <MenuItem value="editor">{t('invite.asEditor')}</MenuItem>
            <MenuItem value="viewer">{t('invite.asViewer')}</MenuItem>
          </TextField>
          <TextField select label={t('invite.sees')} value={limit} onChange={(e) => setLimit(e.target.value as Limit)} size="small">
            <MenuItem value="none">{t('access.wholeTree')}</MenuItem>
            <MenuItem value="descendants">{t('invite.seesBranch')}</MenuItem>
            <MenuItem value="nearby">{t('invite.seesNearby')}</MenuItem>
          </TextField>
          {limit === 'descendants' && <MemberPicker id="invite-branch-root" label={t('invite.branchTop')} value={root} onChange={setRoot} treeId={treeId} />}
          {limit === 'nearby' && (
            <TextField
              type="number"
              label={t('invite.steps')}
              value={steps}
              size="small"
              onChange={(e) => setSteps(Math.max(1, Math.min(10, Number(e.target.value) || 1)))}
              slotProps={{ htmlInput: { min: 1, max: 10 } }}
            />
          )}
          <Button variant="contained" onClick={submit} disabled={!ready || sending} sx={{ alignSelf: 'flex-start' }}>
            {t('invite.send')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
