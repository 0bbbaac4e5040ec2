import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import type { ChallengeRewardsFieldsFragment } from '../../gql/graphql';
import { formatNumber } from '../../lib/i18n';
import { brand } from '../../theme/palette';
import { UNLOCK_LABEL_KEYS } from './challengeLabels';

/** A challenge the viewer has just completed, with what it gave. */
export interface Celebration {
  challengeId: string;
  title: string;
  rewards: ChallengeRewardsFieldsFragment;
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const fall = keyframes`
  0% { transform: translate3d(0, -20px, 0) rotate(0deg); opacity: 1; }
  80% { opacity: 1; }
  100% { transform: translate3d(var(--drift), 420px, 0) rotate(var(--spin)); opacity: 0; }
`;

const pop = keyframes`
  0% { transform: scale(0.4) rotate(-12deg); opacity: 0; }
  60% { transform: scale(1.12) rotate(4deg); opacity: 1; }
  100% { transform: scale(1) rotate(0deg); }
`;

const COLOURS = [brand.terracotta, brand.honey, brand.sage, brand.terracottaLight, brand.sageLight, '#d4a017'];

/** Paper confetti: fixed positions and timings (no randomness, so every render agrees), in the album's colours. */
const PIECES = Array.from({ length: 28 }, (_, i) => ({
  left: (i * 37) % 100,
  delay: ((i * 7) % 10) / 10,
  duration: 2.2 + ((i * 3) % 7) / 10,
  drift: `${((i * 53) % 80) - 40}px`,
  spin: `${360 + ((i * 97) % 360)}deg`,
  colour: COLOURS[i % COLOURS.length],
  round: i % 3 === 0,
}));

/** Confetti falling over the dialog, done with CSS alone; hidden from screen readers. */
function Confetti() {
  return (
    <Box data-testid="confetti" aria-hidden sx={{ position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none' }}>
      {PIECES.map((piece, i) => (
        <Box
          key={i}
          component="span"
          style={{ '--drift': piece.drift, '--spin': piece.spin } as CSSProperties}
          sx={{
            position: 'absolute',
            top: 0,
            left: `${piece.left}%`,
            width: piece.round ? 8 : 7,
            height: piece.round ? 8 : 14,
            borderRadius: piece.round ? '50%' : '2px',
            bgcolor: piece.colour,
            opacity: 0,
            animation: `${fall} ${piece.duration}s ${piece.delay}s ease-in 2 both`,
          }}
        />
      ))}
    </Box>
  );
}

/**
 * "Challenge complete!": the badge (or a trophy), the points, experience and what it unlocked, with
 * confetti — or, for someone whose system asks for less motion, the same without any movement.
 */
export function CelebrationDialog({ celebration, onClose }: { celebration: Celebration | null; onClose: () => void }) {
  const { t } = useTranslation('challenges');
  const still = useMediaQuery(REDUCED_MOTION, { noSsr: true });
  const rewards = celebration?.rewards;
  return (
    <Dialog open={Boolean(celebration)} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="celebration-title" aria-describedby="celebration-text">
      {celebration && rewards && (
        <Box sx={{ position: 'relative', textAlign: 'center' }}>
          {!still && <Confetti />}
          <DialogContent sx={{ pt: 4, display: 'grid', justifyItems: 'center', gap: 1.5 }}>
            <Box data-testid="celebration-emblem" sx={{ animation: still ? 'none' : `${pop} 700ms cubic-bezier(.2,.9,.3,1.3) both` }}>
              {rewards.badge ? (
                <Box component="img" src={rewards.badge.imageUrl} alt={rewards.badge.name} width={112} height={112} sx={{ display: 'block' }} />
              ) : (
                <EmojiEventsRoundedIcon aria-hidden sx={{ fontSize: 96, color: 'warning.main' }} />
              )}
            </Box>
            <DialogTitle id="celebration-title" component="h2" sx={{ p: 0, fontSize: '1.5rem' }}>
              {t('celebration.title')}
            </DialogTitle>
            <Box id="celebration-text">
              <Typography sx={{ overflowWrap: 'anywhere' }}>{t('celebration.text', { title: celebration.title })}</Typography>
              <Typography sx={{ mt: 1, fontWeight: 700, fontSize: '1.15rem' }}>
                {t('celebration.points', { count: rewards.points, formatted: formatNumber(rewards.points) })}
                {rewards.experience > 0 && ` · ${t('celebration.experience', { formatted: formatNumber(rewards.experience) })}`}
              </Typography>
              {rewards.badge && <Typography color="text.secondary">{t('celebration.badge', { name: rewards.badge.name })}</Typography>}
              {rewards.unlocks && <Typography color="text.secondary">{t('celebration.unlocked', { feature: t(UNLOCK_LABEL_KEYS[rewards.unlocks]) })}</Typography>}
            </Box>
          </DialogContent>
          <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
            <Button variant="contained" onClick={onClose} autoFocus>
              {t('celebration.close')}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
