import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import FavoriteRoundedIcon from '@mui/icons-material/FavoriteRounded';
import FavoriteBorderRoundedIcon from '@mui/icons-material/FavoriteBorderRounded';
import { UserAvatar } from '../../components/UserAvatar';
import { useToast } from '../../components/toast';
import { errorMessageOf } from '../../apollo/errors';
import { formatDateTime } from '../../lib/dates';
import type { MomentAnswerFieldsFragment } from '../../gql/graphql';
import { LikeMomentAnswerDocument } from './dailyMomentDocuments';

/** One relative's answer: who, what they wrote, their photo or voice, and the like button with its count. */
export function AnswerCard({ answer }: { answer: MomentAnswerFieldsFragment }) {
  const { t } = useTranslation('daily-moments');
  const toast = useToast();
  const [like, { loading }] = useMutation(LikeMomentAnswerDocument);
  const name = answer.author?.displayName ?? t('answer.someone');
  const toggle = async () => {
    try {
      await like({
        variables: { id: answer.id, like: !answer.likedByViewer },
        optimisticResponse: { likeMomentAnswer: { id: answer.id, likes: answer.likes + (answer.likedByViewer ? -1 : 1), likedByViewer: !answer.likedByViewer } },
      });
    } catch (error) {
      toast({ title: errorMessageOf(error, t('answer.likeFailed')), variant: 'error' });
    }
  };
  return (
    <Card component="article" id={answer.id} variant="outlined" aria-label={t('answer.by', { name })}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <UserAvatar name={name} imageUrl={answer.author?.profileImageUrl} size={36} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(answer.updatedAt)}
            </Typography>
          </Box>
        </Box>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{answer.response}</Typography>
        {answer.photoUrl && (
          <Box component="img" src={answer.photoUrl} alt={t('answer.photoOf', { name })} loading="lazy" sx={{ width: '100%', maxHeight: 420, objectFit: 'contain', borderRadius: 2, bgcolor: 'action.hover' }} />
        )}
        {answer.audioUrl && (
          <Box component="audio" controls preload="none" src={answer.audioUrl} aria-label={t('answer.voiceOf', { name })} sx={{ width: '100%' }} />
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {answer.viewerCan.like ? (
            <Button
              size="small"
              color={answer.likedByViewer ? 'secondary' : 'inherit'}
              variant={answer.likedByViewer ? 'contained' : 'outlined'}
              aria-pressed={answer.likedByViewer}
              disabled={loading}
              onClick={() => void toggle()}
              startIcon={answer.likedByViewer ? <FavoriteRoundedIcon /> : <FavoriteBorderRoundedIcon />}
            >
              {t('answer.like')}
            </Button>
          ) : (
            <FavoriteRoundedIcon fontSize="small" aria-hidden="true" sx={{ color: 'text.secondary' }} />
          )}
          <Typography variant="body2" color="text.secondary">
            {t('answer.likes', { count: answer.likes })}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
