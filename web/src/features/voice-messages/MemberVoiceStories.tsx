import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
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
  const headingId = `member-voice-stories-${memberId}`;

  let body;
  if (loading && !data) body = <Skeleton variant="rounded" height={96} aria-label={t('member.loading')} />;
  else if (!data) body = <QueryErrorAlert message={t('member.failed')} onRetry={() => void refetch()} />;
  else if (data.voiceStories.length === 0)
    body = (
      <Typography variant="body2" color="text.secondary">
        {t('member.none', { name: data.familyMember.fullName })}
      </Typography>
    );
  else
    body = (
      <Stack spacing={1.5}>
        {data.voiceStories.map((story) => (
          <VoiceMessageCard key={story.id} message={story} sent={false} headingLevel="h4" />
        ))}
      </Stack>
    );

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t('member.heading')}
      </Typography>
      {body}
    </Box>
  );
}
