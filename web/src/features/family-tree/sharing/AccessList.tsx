import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonRemoveRoundedIcon from '@mui/icons-material/PersonRemoveRounded';
import { errorMessageOf } from '../../../apollo/errors';
import { useToast } from '../../../components/toast';
import { UserAvatar } from '../../../components/UserAvatar';
import type { TreeDetailsQuery, TreeRole } from '../../../gql/graphql';
import { branchText, ROLE_LABEL } from './branchText';
import { ChangeTreeAccessDocument, RemoveTreeAccessDocument } from './treeQueries';

type Access = TreeDetailsQuery['tree']['access'][number];

/** Who has access to a tree (and, for its owner, who is invited), with the owner's controls. */
export function AccessList({ access }: { access: Access[] }) {
  const { t } = useTranslation('familyTree');
  const toast = useToast();
  const [change] = useMutation(ChangeTreeAccessDocument, { refetchQueries: ['TreeDetails'] });
  const [remove] = useMutation(RemoveTreeAccessDocument, { refetchQueries: ['TreeDetails'] });
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ title: t('toast.saved'), text: done, variant: 'success' });
    } catch (e) {
      toast({ title: t('toast.error'), text: errorMessageOf(e, t('access.failed')), variant: 'error' });
    }
  };

  return (
    <Box component="ul" aria-label={t('access.label')} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
      {access.map((a) => {
        const limit = branchText(a.branch);
        return (
          <Box component="li" key={a.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <UserAvatar name={a.user.displayName} imageUrl={a.user.profileImageUrl} size={36} />
            <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{a.user.displayName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[a.status === 'invited' ? t('access.invited') : null, limit ? t('access.onlyBranch', { branch: limit }) : null].filter(Boolean).join(' · ') ||
                  (a.role === 'owner' ? t('access.owns') : t('access.wholeTree'))}
              </Typography>
            </Box>
            {a.viewerCan.change ? (
              <>
                <TextField
                  select
                  size="small"
                  label={t('access.role')}
                  value={a.role}
                  onChange={(e) => run(() => change({ variables: { id: a.id, input: { role: e.target.value as TreeRole } } }), e.target.value === 'editor' ? t('access.nowEditor', { name: a.user.displayName }) : t('access.nowViewer', { name: a.user.displayName }))}
                  sx={{ width: 120 }}
                >
                  <MenuItem value="editor">{t(ROLE_LABEL.editor)}</MenuItem>
                  <MenuItem value="viewer">{t(ROLE_LABEL.viewer)}</MenuItem>
                </TextField>
                {a.branch && (
                  <Chip
                    label={t('access.lift')}
                    size="small"
                    onClick={() => run(() => change({ variables: { id: a.id, input: { removeBranch: true } } }), t('access.lifted', { name: a.user.displayName }))}
                  />
                )}
                <IconButton
                  aria-label={a.status === 'invited' ? t('access.withdrawLabel', { name: a.user.displayName }) : t('access.removeLabel', { name: a.user.displayName })}
                  onClick={() => run(() => remove({ variables: { id: a.id } }), a.status === 'invited' ? t('access.withdrawn') : t('access.removed', { name: a.user.displayName }))}
                >
                  <PersonRemoveRoundedIcon />
                </IconButton>
              </>
            ) : (
              <Chip size="small" label={t(ROLE_LABEL[a.role])} variant={a.role === 'owner' ? 'filled' : 'outlined'} color={a.role === 'owner' ? 'primary' : 'default'} />
            )}
          </Box>
        );
      })}
    </Box>
  );
}
