import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { kinNoun, NOUN_OF_TYPE } from '../kinWords';
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
  const { t } = useTranslation('familyTree');
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
      toast({ title: t('toast.error'), text: errorMessageOf(e, t('requests.failedUpdate')), variant: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const accept = (request: Request, memberId: string | null) =>
    run(request, () => respond({ variables: { id: request.id, accept: true, memberId } }), {
      title: t('requests.accepted.title'),
      text: t('requests.accepted.text', { name: request.from.displayName }),
    });
  const decline = (request: Request) =>
    run(request, () => respond({ variables: { id: request.id, accept: false } }), {
      title: t('requests.declined.title'),
      text: t('requests.declined.text', { name: request.from.displayName }),
    });
  const withdraw = (request: Request) =>
    run(request, () => cancel({ variables: { id: request.id } }), {
      title: t('requests.withdrawn.title'),
      text: t('requests.withdrawn.text', { name: request.to.displayName }),
    });

  let body;
  if (loading && !data) body = <PeopleSkeleton label={t('requests.loading')} rows={2} />;
  else if (!data) body = <QueryErrorAlert message={t('requests.failed')} onRetry={() => void refetch()} />;
  else {
    const { incoming, outgoing } = data.connectionRequests;
    body =
      incoming.length + outgoing.length === 0 ? (
        <EmptyState title={t('requests.empty.title')} text={t('requests.empty.text')} />
      ) : (
        <>
          {incoming.length > 0 && (
            <>
              <Heading>{t('requests.incoming')}</Heading>
              <PeopleList label={t('requests.incomingLabel')}>
                {incoming.map((request) => (
                  <PersonRow
                    key={request.id}
                    user={request.from}
                    details={
                      <>
                        {t('requests.saysYouAre', { noun: kinNoun(NOUN_OF_TYPE[request.relationshipType]) })}
                        <Note message={request.message} />
                      </>
                    }
                    actions={
                      <>
                        <Button size="small" variant="contained" disabled={busy === request.id} onClick={() => setAccepting(request)}>
                          {t('accept.accept')}
                        </Button>
                        <Button size="small" color="inherit" disabled={busy === request.id} onClick={() => void decline(request)}>
                          {t('requests.decline')}
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
              <Heading>{t('requests.outgoing')}</Heading>
              <PeopleList label={t('requests.outgoingLabel')}>
                {outgoing.map((request) => (
                  <PersonRow
                    key={request.id}
                    user={request.to}
                    details={t('requests.waiting', { noun: kinNoun(NOUN_OF_TYPE[request.relationshipType]) })}
                    actions={
                      <Button size="small" color="inherit" disabled={busy === request.id} onClick={() => void withdraw(request)}>
                        {t('requests.cancel')}
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
    <SidebarCard id="connection-requests-title" title={t('requests.title')} icon={<MarkEmailUnreadRoundedIcon color="primary" />}>
      {body}
      {error && data && (
        <QueryErrorAlert message={t('requests.refreshFailed')} onRetry={() => void refetch()} />
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
