import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { errorMessageOf } from '../../../apollo/errors';
import { useToast } from '../../../components/toast';
import { graphql } from '../../../gql';
import type { MemberDetails } from './memberForm';

/** Who a person may be linked to: people with access to the tree, and the viewer's connections. */
export const LinkCandidatesDocument = graphql(`
  query LinkCandidates($treeId: ID!) {
    tree(id: $treeId) {
      id
      access {
        id
        status
        user {
          id
          displayName
        }
      }
    }
    connections {
      user {
        id
        displayName
      }
    }
  }
`);

export const LinkMemberToUserDocument = graphql(`
  mutation LinkMemberToUser($memberId: ID!, $userId: ID!) {
    linkMemberToUser(memberId: $memberId, userId: $userId) {
      ...MemberDetailsFields
    }
  }
`);

export const UnlinkMemberDocument = graphql(`
  mutation UnlinkMember($memberId: ID!) {
    unlinkMember(memberId: $memberId) {
      ...MemberDetailsFields
    }
  }
`);

interface LinkUserDialogProps {
  member: MemberDetails;
  open: boolean;
  onClose: () => void;
}

/** Says which registered user a person is ("this is Ben"); that user is asked to confirm. */
export function LinkUserDialog({ member, open, onClose }: LinkUserDialogProps) {
  const { t } = useTranslation('familyTree');
  const toast = useToast();
  const { data, loading, error } = useQuery(LinkCandidatesDocument, { variables: { treeId: member.treeId } });
  const [userId, setUserId] = useState(member.linkedUser?.id ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = { refetchQueries: ['FamilyTree', 'SelfMember'] };
  const [link, { loading: linking }] = useMutation(LinkMemberToUserDocument, refresh);
  const [unlink, { loading: unlinking }] = useMutation(UnlinkMemberDocument, refresh);
  const busy = linking || unlinking;

  const candidates = new Map<string, string>();
  for (const a of data?.tree.access ?? []) candidates.set(a.user.id, a.user.displayName);
  for (const c of data?.connections ?? []) candidates.set(c.user.id, c.user.displayName);
  const choices = [...candidates].sort((a, b) => a[1].localeCompare(b[1]));

  const run = async (action: () => Promise<unknown>, done: string) => {
    setProblem(null);
    try {
      await action();
      toast({ title: t('toast.saved'), text: done, variant: 'success' });
      onClose();
    } catch (e) {
      setProblem(errorMessageOf(e, t('linkUser.failed')));
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="link-user-title">
      <DialogTitle id="link-user-title">{t('linkUser.title', { name: member.fullName })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('linkUser.text')}
        </DialogContentText>
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        {loading && !data ? (
          <Skeleton variant="rounded" height={56} role="status" aria-label={t('linkUser.loading')} />
        ) : error && !data ? (
          <Alert severity="error">{t('linkUser.loadFailed')}</Alert>
        ) : choices.length === 0 ? (
          <Alert severity="info">{t('linkUser.nobody')}</Alert>
        ) : (
          <TextField select fullWidth label={t('linkUser.user')} value={userId} onChange={(e) => setUserId(e.target.value)} disabled={busy}>
            {choices.map(([id, name]) => (
              <MenuItem key={id} value={id}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {member.linkedUser && (
          <Button color="error" disabled={busy} onClick={() => run(() => unlink({ variables: { memberId: member.id } }), t('linkUser.removed'))}>
            {t('linkUser.remove')}
          </Button>
        )}
        <Button color="inherit" onClick={onClose} disabled={busy}>
          {t('common:action.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={busy || !userId || userId === member.linkedUser?.id}
          onClick={() => run(() => link({ variables: { memberId: member.id, userId } }), t('linkUser.asked', { name: candidates.get(userId) }))}
        >
          {t('linkUser.link')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
