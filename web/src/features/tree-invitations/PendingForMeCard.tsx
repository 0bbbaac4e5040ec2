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
import { PendingForMeDocument, RespondToLinkDocument, RespondToTreeInvitationDocument } from './pendingQuery';

/** Queries whose answers change when the viewer joins a tree or becomes a person in one. */
const AFTER_ANSWER = ['PendingForMe', 'Trees', 'FamilyTree', 'FamilyTreeStats', 'SelfMember', 'Dashboard', 'TreeDetails'];

function branchWords(branch: { kind: string; rootName?: string | null; steps?: number | null } | null | undefined) {
  if (!branch) return '';
  if (branch.kind === 'descendants') return branch.rootName ? ` · only ${branch.rootName}’s branch` : ' · one branch';
  return ` · only people within ${branch.steps ?? 1} steps of you`;
}

/**
 * Invitations to trees and "this person is you" requests, each with its two answers. Shows nothing
 * when nothing waits (also while loading, so the screen does not jump).
 */
export function PendingForMeCard() {
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
      toast({ title: 'Done', text: done, variant: 'success' });
    } catch (e) {
      toast({ title: 'Error', text: errorMessageOf(e, 'Your answer could not be saved.'), variant: 'error' });
    }
  };

  return (
    <Card component="section" aria-labelledby="pending-for-me-title">
      <CardContent>
        <Typography id="pending-for-me-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Waiting for you
        </Typography>
        <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {invitations.map((i) => (
            <Box component="li" key={i.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <UserAvatar name={i.invitedBy?.displayName ?? 'Someone'} imageUrl={i.invitedBy?.profileImageUrl} size={36} />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  {i.invitedBy?.displayName ?? 'Someone'} invited you to {i.treeName} as {i.role === 'editor' ? 'an editor' : 'a viewer'}
                  {branchWords(i.branch)}.
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                  <Button size="small" variant="contained" disabled={busy} onClick={() => run(() => respond({ variables: { id: i.id, accept: true } }), `You joined ${i.treeName}.`)}>
                    Accept
                  </Button>
                  <Button size="small" disabled={busy} onClick={() => run(() => respond({ variables: { id: i.id, accept: false } }), 'The invitation was declined.')}>
                    Decline
                  </Button>
                </Box>
              </Box>
            </Box>
          ))}
          {links.map((l) => (
            <Box component="li" key={l.memberId}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                Someone in {l.treeName} says {l.memberName} is you.
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                <Button size="small" variant="contained" disabled={busy} onClick={() => run(() => confirm({ variables: { memberId: l.memberId, accept: true } }), `You are ${l.memberName} in ${l.treeName}.`)}>
                  Yes, that’s me
                </Button>
                <Button size="small" disabled={busy} onClick={() => run(() => confirm({ variables: { memberId: l.memberId, accept: false } }), 'The link was removed.')}>
                  Not me
                </Button>
              </Box>
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
