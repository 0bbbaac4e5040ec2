import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import GroupAddRoundedIcon from '@mui/icons-material/GroupAddRounded';
import { errorMessageOf } from '../../../apollo/errors';
import { EmptyState } from '../../../components/EmptyState';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import { useToast } from '../../../components/toast';
import type { ConnectionSuggestionsQuery } from '../../../gql/graphql';
import { connectionGreeting } from '../../../lib/greetings';
import { ConnectToSuggestionDocument } from './connectToSuggestion';
import { ConnectionSuggestionsDocument } from './connectionSuggestionsQuery';
import { PeopleList, PeopleSkeleton, PersonRow, SidebarCard } from './SidebarCard';

const PAGE = 5;

type Suggestion = ConnectionSuggestionsQuery['connectionSuggestions']['nodes'][number];

export function SuggestedConnectionsCard() {
  const toast = useToast();
  const { data, loading, refetch, fetchMore } = useQuery(ConnectionSuggestionsDocument, {
    variables: { first: PAGE, offset: 0 },
  });
  const [connect] = useMutation(ConnectToSuggestionDocument, { refetchQueries: ['ConnectionRequests'] });
  const [requested, setRequested] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const send = async (suggestion: Suggestion) => {
    const { user } = suggestion;
    setSending(user.id);
    try {
      await connect({
        variables: {
          input: { toUserId: user.id, relationshipType: suggestion.relationshipType, message: connectionGreeting(user.firstName) },
        },
      });
      setRequested((previous) => new Set(previous).add(user.id));
      toast({ title: 'Connection Request Sent', text: 'Your connection request has been sent successfully!', variant: 'success' });
    } catch (e) {
      toast({ title: 'Error', text: errorMessageOf(e, 'Failed to send connection request'), variant: 'error' });
    } finally {
      setSending(null);
    }
  };

  const showMore = async (offset: number) => {
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { offset },
        updateQuery: (previous, { fetchMoreResult }) => {
          const known = new Set(previous.connectionSuggestions.nodes.map((s) => s.user.id));
          const fresh = fetchMoreResult.connectionSuggestions.nodes.filter((s) => !known.has(s.user.id));
          return {
            connectionSuggestions: {
              ...fetchMoreResult.connectionSuggestions,
              nodes: [...previous.connectionSuggestions.nodes, ...fresh],
            },
          };
        },
      });
    } catch (e) {
      toast({ title: 'Error', text: errorMessageOf(e, 'More suggestions could not be loaded'), variant: 'error' });
    } finally {
      setLoadingMore(false);
    }
  };

  let body;
  if (loading && !data) body = <PeopleSkeleton label="Loading suggestions" />;
  else if (!data) body = <QueryErrorAlert message="Suggestions could not be loaded." onRetry={() => void refetch()} />;
  else if (data.connectionSuggestions.nodes.length === 0) {
    body = <EmptyState title="No connection suggestions" text="Add more family members to get suggestions" />;
  } else {
    const { nodes, hasMore } = data.connectionSuggestions;
    body = (
      <>
        <PeopleList label="Suggested connections">
          {nodes.map((suggestion) => (
            <PersonRow
              key={suggestion.user.id}
              user={suggestion.user}
              details={suggestion.reason}
              actions={
                requested.has(suggestion.user.id) ? (
                  <Chip size="small" label="Request sent" color="secondary" variant="outlined" />
                ) : (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => void send(suggestion)}
                    disabled={sending === suggestion.user.id}
                    aria-label={`Connect with ${suggestion.user.displayName}`}
                  >
                    Connect
                  </Button>
                )
              }
            />
          ))}
        </PeopleList>
        {hasMore && (
          <Button fullWidth sx={{ mt: 1 }} onClick={() => void showMore(nodes.length)} disabled={loadingMore}>
            View More Suggestions
          </Button>
        )}
      </>
    );
  }

  return (
    <SidebarCard id="suggested-connections-title" title="Suggested Connections" icon={<GroupAddRoundedIcon color="primary" />}>
      {body}
    </SidebarCard>
  );
}
