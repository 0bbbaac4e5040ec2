import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { DetailsSection } from '../../components/DetailsSection';
import { MemberVoiceStoriesDocument } from './voiceDocuments';
import { VoiceMessageCard } from './VoiceMessageCard';

/**
 * A person's voice stories in their details on the tree screen: the messages the user they are
 * shared as stories and the viewer may hear (sent to the viewer, or the viewer's own), each with its
 * player, title, sender and date.
 */
export function MemberVoiceStories({ memberId }: { memberId: string }) {
  const { t } = useTranslation('voice-messages');
  const { data, loading, refetch } = useQuery(MemberVoiceStoriesDocument, { variables: { memberId } });
  return (
    <DetailsSection
      headingId={`member-voice-stories-${memberId}`}
      heading={t('member.heading')}
      loading={loading && !data}
      loadingLabel={t('member.loading')}
      failed={data ? null : { message: t('member.failed'), onRetry: () => void refetch() }}
      empty={data?.voiceStories.length === 0 ? t('member.none', { name: data.familyMember.fullName }) : null}
    >
      <Stack spacing={1.5}>
        {data?.voiceStories.map((story) => (
          <VoiceMessageCard key={story.id} message={story} sent={false} headingLevel="h4" />
        ))}
      </Stack>
    </DetailsSection>
  );
}
