import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import MarkEmailUnreadRoundedIcon from '@mui/icons-material/MarkEmailUnreadRounded';
import { errorMessageOf } from '../../../apollo/errors';
import { EmptyState } from '../../../components/EmptyState';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import { useToast } from '../../../components/toast';
import type { ConnectionRequestFieldsFragment } from '../../../gql/graphql';
import { relationshipTypeNouns } from '../../../lib/relationshipTypes';
import { CONNECTION_QUERIES } from '../refresh';
import { AcceptRequestDialog } from './AcceptRequestDialog';
import { CancelConnectionRequestDocument } from './cancelConnectionRequest';
import { ConnectionRequestsDocument } from './connectionRequestsQuery';
import { RespondToConnectionRequestDocument } from './respondToConnectionRequest';
import { PeopleList, PeopleSkeleton, PersonRow, SidebarCard } from './SidebarCard';

type Request = ConnectionRequestFieldsFragment;

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="overline" component="h3" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
      {children}
    </Typography>
  );
}

function Note({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <Box component="q" sx={{ display: 'block', fontStyle: 'italic', mt: 0.5, overflowWrap: 'anywhere' }}>
      {message}
    </Box>
  );
}

/** Requests waiting for the viewer's answer, and the viewer's own requests still waiting. */
export function ConnectionRequestsCard() {
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(ConnectionRequestsDocument);
  const [respond] = useMutation(RespondToConnectionRequestDocument, { refetchQueries: CONNECTION_QUERIES });
  const [cancel] = useMutation(CancelConnectionRequestDocument, { refetchQueries: CONNECTION_QUERIES });
  const [accepting, setAccepting] = useState<Request | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (request: Request, action: () => Promise<unknown>, done: { title: string; text: string }) => {
    setBusy(request.id);
    try {
      await action();
      toast({ ...done, variant: 'success' });
      setAccepting(null);
    } catch (e) {
      toast({ title: 'Error', text: errorMessageOf(e, 'The request could not be updated'), variant: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const accept = (request: Request, memberId: string | null) =>
    run(request, () => respond({ variables: { id: request.id, accept: true, memberId } }), {
      title: 'Connected',
      text: `You are now connected with ${request.from.displayName}.`,
    });
  const decline = (request: Request) =>
    run(request, () => respond({ variables: { id: request.id, accept: false } }), {
      title: 'Request declined',
      text: `You declined ${request.from.displayName}'s request.`,
    });
  const withdraw = (request: Request) =>
    run(request, () => cancel({ variables: { id: request.id } }), {
      title: 'Request cancelled',
      text: `Your request to ${request.to.displayName} was withdrawn.`,
    });

  let body;
  if (loading && !data) body = <PeopleSkeleton label="Loading connection requests" rows={2} />;
  else if (!data) body = <QueryErrorAlert message="Connection requests could not be loaded." onRetry={() => void refetch()} />;
  else {
    const { incoming, outgoing } = data.connectionRequests;
    body =
      incoming.length + outgoing.length === 0 ? (
        <EmptyState title="No pending requests" text="Requests to connect with relatives show up here." />
      ) : (
        <>
          {incoming.length > 0 && (
            <>
              <Heading>Waiting for you</Heading>
              <PeopleList label="Requests waiting for you">
                {incoming.map((request) => (
                  <PersonRow
                    key={request.id}
                    user={request.from}
                    details={
                      <>
                        Says you are their {relationshipTypeNouns[request.relationshipType]}
                        <Note message={request.message} />
                      </>
                    }
                    actions={
                      <>
                        <Button size="small" variant="contained" disabled={busy === request.id} onClick={() => setAccepting(request)}>
                          Accept
                        </Button>
                        <Button size="small" color="inherit" disabled={busy === request.id} onClick={() => void decline(request)}>
                          Decline
                        </Button>
                      </>
                    }
                  />
                ))}
              </PeopleList>
            </>
          )}
          {outgoing.length > 0 && (
            <>
              <Heading>Sent by you</Heading>
              <PeopleList label="Requests you sent">
                {outgoing.map((request) => (
                  <PersonRow
                    key={request.id}
                    user={request.to}
                    details={`Your ${relationshipTypeNouns[request.relationshipType]} · waiting for an answer`}
                    actions={
                      <Button size="small" color="inherit" disabled={busy === request.id} onClick={() => void withdraw(request)}>
                        Cancel request
                      </Button>
                    }
                  />
                ))}
              </PeopleList>
            </>
          )}
        </>
      );
  }

  return (
    <SidebarCard id="connection-requests-title" title="Connection Requests" icon={<MarkEmailUnreadRoundedIcon color="primary" />}>
      {body}
      {error && data && (
        <QueryErrorAlert message="Connection requests could not be refreshed." onRetry={() => void refetch()} />
      )}
      {accepting && (
        <AcceptRequestDialog
          open
          senderName={accepting.from.displayName}
          busy={busy === accepting.id}
          onClose={() => setAccepting(null)}
          onAccept={(memberId) => void accept(accepting, memberId)}
        />
      )}
    </SidebarCard>
  );
}
