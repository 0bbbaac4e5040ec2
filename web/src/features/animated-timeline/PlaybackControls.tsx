import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import PauseRoundedIcon from '@mui/icons-material/PauseRounded';
import SkipPreviousRoundedIcon from '@mui/icons-material/SkipPreviousRounded';
import SkipNextRoundedIcon from '@mui/icons-material/SkipNextRounded';
import LinkRoundedIcon from '@mui/icons-material/LinkRounded';
import { useTranslation } from 'react-i18next';
import { sliderFromSpeed, SPEED_STEPS, speedFromSlider } from './yearState';

interface PlaybackControlsProps {
  year: number;
  firstYear: number;
  lastYear: number;
  playing: boolean;
  speed: number;
  onToggle: () => void;
  onStep: (by: number) => void;
  onSeek: (year: number) => void;
  onSpeed: (speed: number) => void;
  onShare: () => void;
}

/** The year counter, play and pause, a year back and on, the year slider (scrub), the speed and the link to share. */
export function PlaybackControls({ year, firstYear, lastYear, playing, speed, onToggle, onStep, onSeek, onSpeed, onShare }: PlaybackControlsProps) {
  const { t } = useTranslation('animated-timeline');
  const speedText = t('controls.speedValue', { count: speed });
  return (
    <Box component="section" aria-label={t('controls.label')}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, columnGap: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'nowrap' }}>
          <Typography component="p" variant="h4" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: '4.5ch', fontWeight: 700 }} aria-hidden="true" data-testid="animated-timeline-year">
            {year}
          </Typography>
          <Tooltip title={t('controls.back')}>
            <span>
              <IconButton aria-label={t('controls.back')} onClick={() => onStep(-1)} disabled={year <= firstYear}>
                <SkipPreviousRoundedIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Button variant="contained" onClick={onToggle} startIcon={playing ? <PauseRoundedIcon /> : <PlayArrowRoundedIcon />} sx={{ minWidth: 112 }}>
            {playing ? t('controls.pause') : t('controls.play')}
          </Button>
          <Tooltip title={t('controls.forward')}>
            <span>
              <IconButton aria-label={t('controls.forward')} onClick={() => onStep(1)} disabled={year >= lastYear}>
                <SkipNextRoundedIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" startIcon={<LinkRoundedIcon />} onClick={onShare}>
          {t('controls.share')}
        </Button>
      </Stack>
      <Box sx={{ px: 1, mt: 1 }}>
        <Slider
          aria-label={t('controls.year')}
          value={year}
          min={firstYear}
          max={lastYear}
          step={1}
          valueLabelDisplay="auto"
          onChange={(_event, value) => onSeek(value as number)}
          marks={[
            { value: firstYear, label: String(firstYear) },
            { value: lastYear, label: String(lastYear) },
          ]}
        />
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
        <Typography id="animated-timeline-speed" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {t('controls.speed')}
        </Typography>
        <Slider
          aria-labelledby="animated-timeline-speed"
          value={sliderFromSpeed(speed)}
          min={0}
          max={SPEED_STEPS.length - 1}
          step={1}
          onChange={(_event, value) => onSpeed(speedFromSlider(value as number))}
          getAriaValueText={(value) => t('controls.speedValue', { count: speedFromSlider(value) })}
          sx={{ maxWidth: 320 }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap', minWidth: '13ch' }}>
          {speedText}
        </Typography>
      </Stack>
    </Box>
  );
}
