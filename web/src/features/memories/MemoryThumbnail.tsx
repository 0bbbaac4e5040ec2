import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import HourglassTopRoundedIcon from '@mui/icons-material/HourglassTopRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import type { MemoryCardFieldsFragment } from '../../gql/graphql';
import { formatDuration } from './memoryText';
import { useWhenPicturesReady } from './useWhenPicturesReady';

/** Shown in place of the picture until the server has made it. */
function PicturePlaceholder() {
  const { t } = useTranslation('memories');
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: 0.5,
        px: 2,
        textAlign: 'center',
        color: 'text.secondary',
        background: (theme) => `linear-gradient(135deg, ${theme.palette.action.hover}, ${theme.palette.action.selected})`,
      }}
    >
      <HourglassTopRoundedIcon sx={{ opacity: 0.6 }} />
      <Typography variant="caption">{t('thumbnail.preparing')}</Typography>
    </Box>
  );
}

function PlayBadge({ seconds }: { seconds: number | null }) {
  const { t } = useTranslation('memories');
  const duration = formatDuration(seconds);
  return (
    <Box
      aria-label={duration ? t('thumbnail.videoWithDuration', { duration }) : t('thumbnail.video')}
      role="img"
      sx={{
        position: 'absolute',
        left: 8,
        bottom: 8,
        display: 'flex',
        alignItems: 'center',
        gap: 0.25,
        pl: 0.5,
        pr: duration ? 1 : 0.5,
        py: 0.25,
        borderRadius: 99,
        bgcolor: 'rgba(0, 0, 0, 0.65)',
        color: 'common.white',
        typography: 'caption',
        fontWeight: 600,
      }}
    >
      <PlayArrowRoundedIcon fontSize="small" />
      {duration}
    </Box>
  );
}

/** A memory's small picture in a 4:3 frame, a placeholder while it is made, and a play badge on videos. */
export function MemoryThumbnail({ memory }: { memory: MemoryCardFieldsFragment }) {
  useWhenPicturesReady(memory.id, !memory.thumbnailUrl);
  return (
    <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'action.hover', overflow: 'hidden' }}>
      {memory.thumbnailUrl ? (
        <Box
          component="img"
          src={memory.thumbnailUrl}
          alt=""
          loading="lazy"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <PicturePlaceholder />
      )}
      {memory.kind === 'video' && <PlayBadge seconds={memory.file.durationSeconds} />}
    </Box>
  );
}
