import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UserAvatar } from '../../components/UserAvatar';
import type { VoiceMessageFieldsFragment } from '../../gql/graphql';
import { MarkVoiceMessageHeardDocument } from './voiceDocuments';
import { VoicePlayer } from './VoicePlayer';

interface VoiceMessageCardProps {
  message: VoiceMessageFieldsFragment;
  /** Shown as the viewer's own: to whom it went and who heard it, rather than who sent it. */
  sent: boolean;
  /** The title's heading level, one below the heading of the list it is in: h2 on the page, h4 in a person's details. */
  headingLevel?: 'h2' | 'h4';
}

/** One message: who sent it (or to whom), its title, an unheard badge, the player, its words. */
export function VoiceMessageCard({ message, sent, headingLevel = 'h2' }: VoiceMessageCardProps) {
  const { t, i18n } = useTranslation('voice-messages');
  const [markHeard] = useMutation(MarkVoiceMessageHeardDocument);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(message.createdAt as string));
  const heardBy = message.recipients.filter((r) => r.heardAt).length;
  const to = message.circle ? t('card.toCircle', { circle: message.circle.name, count: message.recipientCount }) : message.recipients.map((r) => r.user.displayName).join(', ');
  return (
    <Card component="article" id={message.id} aria-labelledby={`voice-${message.id}-title`} variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <UserAvatar name={message.sender.displayName} imageUrl={message.sender.profileImageUrl} size={40} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography id={`voice-${message.id}-title`} component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {message.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {sent ? t('card.sentTo', { to, when }) : t('card.from', { name: message.sender.displayName, when })}
              </Typography>
            </Box>
            <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
              {!message.heard && <Chip size="small" color="primary" label={t('card.unheard')} />}
              {message.isStory && <Chip size="small" variant="outlined" label={t('card.story')} />}
            </Stack>
          </Box>
          <VoicePlayer
            src={message.audioUrl}
            peaks={message.peaks}
            durationSeconds={message.durationSeconds}
            onFirstPlay={message.viewerCan.markHeard && !message.heard ? () => void markHeard({ variables: { id: message.id } }).catch(() => {}) : undefined}
          />
          {message.description && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {message.description}
            </Typography>
          )}
          {message.transcript && (
            <Box component="details">
              <Typography component="summary" variant="body2" sx={{ cursor: 'pointer', fontWeight: 600 }}>
                {t('card.transcript')}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 1 }}>
                {message.transcript}
              </Typography>
            </Box>
          )}
          {sent && (
            <Typography variant="caption" color="text.secondary">
              {t('card.heardBy', { heard: heardBy, count: message.recipientCount })}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
