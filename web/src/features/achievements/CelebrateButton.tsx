import { useId } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CelebrationRoundedIcon from '@mui/icons-material/CelebrationRounded';
import CelebrationOutlinedIcon from '@mui/icons-material/CelebrationOutlined';
import { useToast } from '../../components/toast';
import type { CelebrateAchievementMutation } from '../../gql/graphql';
import { CelebrateAchievementDocument } from './achievementQueries';

interface CelebrateButtonProps {
  achievement: { id: string; celebrationCount: number; celebratedByViewer: boolean; viewerCan: { celebrate: boolean } };
  size?: 'small' | 'medium';
}

/**
 * "Celebrate", pressed once the viewer has celebrated (pressing again takes it back), beside how
 * many have celebrated. The answer is shown at once and put right if the server says otherwise.
 */
export function CelebrateButton({ achievement, size = 'small' }: CelebrateButtonProps) {
  const { t } = useTranslation('achievements');
  const toast = useToast();
  const countId = useId();
  const [celebrate, { loading }] = useMutation(CelebrateAchievementDocument);
  const pressed = achievement.celebratedByViewer;

  const toggle = async () => {
    const next = !pressed;
    try {
      await celebrate({
        variables: { id: achievement.id, celebrate: next },
        optimisticResponse: {
          celebrateAchievement: { __typename: 'Achievement', id: achievement.id, celebratedByViewer: next, celebrationCount: Math.max(0, achievement.celebrationCount + (next ? 1 : -1)) },
        } as CelebrateAchievementMutation,
      });
    } catch {
      toast({ title: t('celebrate.failed.title'), text: t('celebrate.failed.text'), variant: 'error' });
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {achievement.viewerCan.celebrate && (
        <Button
          size={size}
          variant={pressed ? 'contained' : 'outlined'}
          color="secondary"
          aria-pressed={pressed}
          aria-describedby={countId}
          disabled={loading}
          startIcon={pressed ? <CelebrationRoundedIcon /> : <CelebrationOutlinedIcon />}
          onClick={() => void toggle()}
        >
          {t('celebrate.button')}
        </Button>
      )}
      <Typography id={countId} variant="body2" color="text.secondary" data-testid="celebration-count">
        {t('celebrate.count', { count: achievement.celebrationCount })}
      </Typography>
    </Box>
  );
}
