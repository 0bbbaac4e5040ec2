import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('familyTree');
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
      toast({ title: t('suggestions.sent.title'), text: t('suggestions.sent.text'), variant: 'success' });
    } catch (e) {
      toast({ title: t('toast.error'), text: errorMessageOf(e, t('suggestions.sendFailed')), variant: 'error' });
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
      toast({ title: t('toast.error'), text: errorMessageOf(e, t('suggestions.moreFailed')), variant: 'error' });
    } finally {
      setLoadingMore(false);
    }
  };

  let body;
  if (loading && !data) body = <PeopleSkeleton label={t('suggestions.loading')} />;
  else if (!data) body = <QueryErrorAlert message={t('suggestions.failed')} onRetry={() => void refetch()} />;
  else if (data.connectionSuggestions.nodes.length === 0) {
    body = <EmptyState title={t('suggestions.empty.title')} text={t('suggestions.empty.text')} />;
  } else {
    const { nodes, hasMore } = data.connectionSuggestions;
    body = (
      <>
        <PeopleList label={t('suggestions.label')}>
          {nodes.map((suggestion) => (
            <PersonRow
              key={suggestion.user.id}
              user={suggestion.user}
              details={suggestion.reason}
              actions={
                requested.has(suggestion.user.id) ? (
                  <Chip size="small" label={t('suggestions.requested')} color="secondary" variant="outlined" />
                ) : (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => void send(suggestion)}
                    disabled={sending === suggestion.user.id}
                    aria-label={t('suggestions.connectWith', { name: suggestion.user.displayName })}
                  >
                    {t('suggestions.connect')}
                  </Button>
                )
              }
            />
          ))}
        </PeopleList>
        {hasMore && (
          <Button fullWidth sx={{ mt: 1 }} onClick={() => void showMore(nodes.length)} disabled={loadingMore}>
            {t('suggestions.more')}
          </Button>
        )}
      </>
    );
  }

  return (
    <SidebarCard id="suggested-connections-title" title={t('suggestions.title')} icon={<GroupAddRoundedIcon color="primary" />}>
      {body}
    </SidebarCard>
  );
}
