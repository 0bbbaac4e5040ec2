import { useMutation } from '@apollo/client/react';
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
import { branchText, roleLabels } from './branchText';
import { ChangeTreeAccessDocument, RemoveTreeAccessDocument } from './treeQueries';

type Access = TreeDetailsQuery['tree']['access'][number];

/** Who has access to a tree (and, for its owner, who is invited), with the owner's controls. */
export function AccessList({ access }: { access: Access[] }) {
  const toast = useToast();
  const [change] = useMutation(ChangeTreeAccessDocument, { refetchQueries: ['TreeDetails'] });
  const [remove] = useMutation(RemoveTreeAccessDocument, { refetchQueries: ['TreeDetails'] });
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ title: 'Saved', text: done, variant: 'success' });
    } catch (e) {
      toast({ title: 'Error', text: errorMessageOf(e, 'The change could not be saved.'), variant: 'error' });
    }
  };

  return (
    <Box component="ul" aria-label="People with access" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
      {access.map((a) => {
        const limit = branchText(a.branch);
        return (
          <Box component="li" key={a.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <UserAvatar name={a.user.displayName} imageUrl={a.user.profileImageUrl} size={36} />
            <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{a.user.displayName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[a.status === 'invited' ? 'Invited' : null, limit ? `Only ${limit}` : null].filter(Boolean).join(' · ') || (a.role === 'owner' ? 'Owns the tree' : 'The whole tree')}
              </Typography>
            </Box>
            {a.viewerCan.change ? (
              <>
                <TextField
                  select
                  size="small"
                  label="Role"
                  value={a.role}
                  onChange={(e) => run(() => change({ variables: { id: a.id, input: { role: e.target.value as TreeRole } } }), `${a.user.displayName} is now ${e.target.value === 'editor' ? 'an editor' : 'a viewer'}.`)}
                  sx={{ width: 120 }}
                >
                  <MenuItem value="editor">Editor</MenuItem>
                  <MenuItem value="viewer">Viewer</MenuItem>
                </TextField>
                {a.branch && (
                  <Chip
                    label="Lift limit"
                    size="small"
                    onClick={() => run(() => change({ variables: { id: a.id, input: { removeBranch: true } } }), `${a.user.displayName} now sees the whole tree.`)}
                  />
                )}
                <IconButton
                  aria-label={a.status === 'invited' ? `Withdraw the invitation of ${a.user.displayName}` : `Remove ${a.user.displayName} from the tree`}
                  onClick={() => run(() => remove({ variables: { id: a.id } }), a.status === 'invited' ? 'The invitation was withdrawn.' : `${a.user.displayName} no longer has access.`)}
                >
                  <PersonRemoveRoundedIcon />
                </IconButton>
              </>
            ) : (
              <Chip size="small" label={roleLabels[a.role]} variant={a.role === 'owner' ? 'filled' : 'outlined'} color={a.role === 'owner' ? 'primary' : 'default'} />
            )}
          </Box>
        );
      })}
    </Box>
  );
}
