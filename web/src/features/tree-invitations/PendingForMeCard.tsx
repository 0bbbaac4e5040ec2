import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '../../apollo/errors';
import { useToast } from '../../components/toast';
import { UserAvatar } from '../../components/UserAvatar';
import { formatNumber, i18n } from '../../lib/i18n';
import { PendingForMeDocument, RespondToLinkDocument, RespondToTreeInvitationDocument } from './pendingQuery';

/** Queries whose answers change when the viewer joins a tree or becomes a person in one. */
const AFTER_ANSWER = ['PendingForMe', 'Trees', 'FamilyTree', 'FamilyTreeStats', 'SelfMember', 'Dashboard', 'TreeDetails'];

type Invitation = { inviter: string; treeName: string; role: string; branch?: { kind: string; rootName?: string | null; steps?: number | null } | null };

/** The part of the tree an invitation opens: "one branch", "only Ann’s branch", "only people within 2 steps of you". */
function branchWords(branch: NonNullable<Invitation['branch']>): string {
  if (branch.kind === 'descendants') {
    return branch.rootName ? i18n.t('treeInvitations:branch.named', { name: branch.rootName }) : i18n.t('treeInvitations:branch.one');
  }
  const steps = branch.steps ?? 1;
  return i18n.t('treeInvitations:branch.nearby', { count: steps, shown: formatNumber(steps) });
}

/** "Ada invited you to The Lovelace family as an editor · only Anne’s branch." */
function invitationText({ inviter, treeName, role, branch }: Invitation): string {
  const editor = role === 'editor';
  if (!branch) {
    return editor
      ? i18n.t('treeInvitations:invitation.editor', { inviter, tree: treeName })
      : i18n.t('treeInvitations:invitation.viewer', { inviter, tree: treeName });
  }
  const part = branchWords(branch);
  return editor
    ? i18n.t('treeInvitations:invitation.editorBranch', { inviter, tree: treeName, branch: part })
    : i18n.t('treeInvitations:invitation.viewerBranch', { inviter, tree: treeName, branch: part });
}

/**
 * Invitations to trees and "this person is you" requests, each with its two answers. Shows nothing
 * when nothing waits (also while loading, so the screen does not jump).
 */
export function PendingForMeCard() {
  const { t } = useTranslation('treeInvitations');
  const toast = useToast();
  const { data } = useQuery(PendingForMeDocument, { fetchPolicy: 'cache-and-network' });
  const [respond, { loading: answering }] = useMutation(RespondToTreeInvitationDocument, { refetchQueries: AFTER_ANSWER });
  const [confirm, { loading: confirming }] = useMutation(RespondToLinkDocument, { refetchQueries: AFTER_ANSWER });
  const busy = answering || confirming;
  const invitations = data?.treeInvitations ?? [];
  const links = data?.linkRequests ?? [];
  if (invitations.length + links.length === 0) return null;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ title: t('done'), text: done, variant: 'success' });
    } catch (e) {
      toast({ title: t('error'), text: errorMessageOf(e, t('notSaved')), variant: 'error' });
    }
  };

  return (
    <Card component="section" aria-labelledby="pending-for-me-title">
      <CardContent>
        <Typography id="pending-for-me-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('title')}
        </Typography>
        <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {invitations.map((i) => (
            <Box component="li" key={i.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <UserAvatar name={i.invitedBy?.displayName ?? t('someone')} imageUrl={i.invitedBy?.profileImageUrl} size={36} />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  {invitationText({ inviter: i.invitedBy?.displayName ?? t('someone'), treeName: i.treeName, role: i.role, branch: i.branch })}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                  <Button size="small" variant="contained" disabled={busy} onClick={() => run(() => respond({ variables: { id: i.id, accept: true } }), t('joined', { tree: i.treeName }))}>
                    {t('accept')}
                  </Button>
                  <Button size="small" disabled={busy} onClick={() => run(() => respond({ variables: { id: i.id, accept: false } }), t('declined'))}>
                    {t('decline')}
                  </Button>
                </Box>
              </Box>
            </Box>
          ))}
          {links.map((l) => (
            <Box component="li" key={l.memberId}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {t('link.question', { tree: l.treeName, member: l.memberName })}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                <Button size="small" variant="contained" disabled={busy} onClick={() => run(() => confirm({ variables: { memberId: l.memberId, accept: true } }), t('link.confirmed', { member: l.memberName, tree: l.treeName }))}>
                  {t('link.yes')}
                </Button>
                <Button size="small" disabled={busy} onClick={() => run(() => confirm({ variables: { memberId: l.memberId, accept: false } }), t('link.removed'))}>
                  {t('link.no')}
                </Button>
              </Box>
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
