import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import Badge from '@mui/material/Badge';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import KeyboardVoiceRoundedIcon from '@mui/icons-material/KeyboardVoiceRounded';
import MicRoundedIcon from '@mui/icons-material/MicRounded';
import { EmptyState } from '../../components/EmptyState';
import { FeaturePage } from '../../components/FeaturePage';
import { LoadMoreFooter } from '../../components/LoadMoreFooter';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import type { VoiceMessageFieldsFragment } from '../../gql/graphql';
import { NewVoiceMessageDialog } from './NewVoiceMessageDialog';
import { SentVoiceMessagesDocument, VoiceInboxDocument, VoiceStoriesDocument } from './voiceDocuments';
import { VoiceMessageCard } from './VoiceMessageCard';

type TabName = 'inbox' | 'sent' | 'stories';

/** Voice messages: the inbox (unheard ones marked) and those sent, and a new message. */
export function VoiceMessagesPage() {
  const { t } = useTranslation('voice-messages');
  const [tab, setTab] = useState<TabName>('inbox');
  const [writing, setWriting] = useState(false);
  const inbox = useQuery(VoiceInboxDocument, { skip: tab !== 'inbox', notifyOnNetworkStatusChange: true });
  const sent = useQuery(SentVoiceMessagesDocument, { skip: tab !== 'sent', notifyOnNetworkStatusChange: true });
  const stories = useQuery(VoiceStoriesDocument, { skip: tab !== 'stories' });
  const unheard = inbox.data?.unheardVoiceMessageCount ?? 0;

  return (
    <FeaturePage
      title={t('page.title')}
      intro={t('page.intro')}
      action={{ label: t('page.new'), icon: <MicRoundedIcon />, onClick: () => setWriting(true) }}
      tabs={{
        label: t('page.tabs'),
        value: tab,
        onChange: setTab,
        idPrefix: 'voice',
        items: [
          {
            value: 'inbox',
            label: (
              <Badge color="primary" badgeContent={unheard} max={99} sx={{ pr: 3.5, '& .MuiBadge-badge': { right: 10 } }}>
                {t('page.inbox')}
              </Badge>
            ),
          },
          { value: 'sent', label: t('page.sent') },
          { value: 'stories', label: t('page.stories') },
        ],
      }}
    >
      {tab === 'stories' ? (
        <MessageList
          query={stories}
          page={stories.data ? { nodes: stories.data.voiceStories, hasMore: false } : undefined}
          sent={false}
          more={() => Promise.resolve()}
          empty={t('page.emptyStories')}
          emptyText={t('page.emptyStoriesText')}
        />
      ) : tab === 'inbox' ? (
        <MessageList
          query={inbox}
          page={inbox.data?.voiceInbox}
          sent={false}
          more={(after) => inbox.fetchMore({ variables: { after } })}
          empty={t('page.emptyInbox')}
          emptyText={t('page.emptyInboxText')}
        />
      ) : (
        <MessageList
          query={sent}
          page={sent.data?.sentVoiceMessages}
          sent
          more={(after) => sent.fetchMore({ variables: { after } })}
          empty={t('page.emptySent')}
          emptyText={t('page.emptySentText')}
        />
      )}
      <NewVoiceMessageDialog
        open={writing}
        onClose={() => setWriting(false)}
        onSent={() => {
          setTab('sent');
          void sent.refetch().catch(() => {});
        }}
      />
    </FeaturePage>
  );
}

interface ListProps {
  query: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  page: { nodes: VoiceMessageFieldsFragment[]; hasMore: boolean; endCursor?: string | null } | undefined;
  sent: boolean;
  more: (after: string) => Promise<unknown>;
  empty: string;
  emptyText: string;
}

function MessageList({ query, page, sent, more, empty, emptyText }: ListProps) {
  const { t } = useTranslation('voice-messages');
  const [moreFailed, setMoreFailed] = useState(false);
  if (!page && query.loading) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('page.loading')}>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} variant="rounded" height={150} />
        ))}
      </Stack>
    );
  }
  if (!page) return query.error ? <QueryErrorAlert message={t('page.failed')} onRetry={() => void query.refetch().catch(() => {})} /> : null;
  if (!page.nodes.length) return <EmptyState icon={<KeyboardVoiceRoundedIcon />} title={empty} text={emptyText} />;
  return (
    <Stack spacing={2}>
      {page.nodes.map((message) => (
        <VoiceMessageCard key={message.id} message={message} sent={sent} />
      ))}
      {page.hasMore && page.endCursor && (
        <LoadMoreFooter
          loading={query.loading}
          failed={moreFailed}
          failedMessage={t('page.moreFailed')}
          onLoadMore={() => {
            setMoreFailed(false);
            more(page.endCursor as string).catch(() => setMoreFailed(true));
          }}
        />
      )}
    </Stack>
  );
}
