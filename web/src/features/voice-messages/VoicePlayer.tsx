import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import PauseRoundedIcon from '@mui/icons-material/PauseRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import { clock } from '../../components/recording/recordingType';

interface VoicePlayerProps {
  /** The recording's address (read through its access check; ranges let it seek). */
  src: string;
  /** The waveform measured by the server, drawn before anything is downloaded. */
  peaks: number[];
  durationSeconds: number;
  /** Called the first time it plays (a recipient's message is then marked heard). */
  onFirstPlay?: () => void;
}

/**
 * A recording with its waveform: the bars come from the stored peaks and length (wavesurfer.js is
 * given them, so it never decodes the file), the sound from an <audio> element that loads only on
 * Play. The time shown advances as it plays; clicking the waveform seeks.
 */
export function VoicePlayer({ src, peaks, durationSeconds, onFirstPlay }: VoicePlayerProps) {
  const { t } = useTranslation('voice-messages');
  const theme = useTheme();
  const waveColor = theme.palette.mode === 'dark' ? theme.palette.grey[500] : theme.palette.grey[600];
  const audio = useRef<HTMLAudioElement>(null);
  const waveform = useRef<HTMLDivElement>(null);
  const played = useRef(false);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const container = waveform.current;
    const media = audio.current;
    if (!container || !media) return;
    let destroyed = false;
    let destroy = () => {};
    // The drawing library loads with the first player shown, not with the app.
    void import('wavesurfer.js')
      .then(({ default: WaveSurfer }) => {
        if (destroyed) return;
        const surfer = WaveSurfer.create({
          container,
          media,
          peaks: [peaks.length ? peaks : [0]],
          duration: durationSeconds,
          height: 48,
          barWidth: 3,
          barGap: 2,
          barRadius: 2,
          normalize: true,
          // Bars a reader can see on either scheme (about 4.5:1 on the light paper, 6:1 on the dark one).
          waveColor,
          progressColor: theme.palette.primary.main,
          cursorWidth: 0,
        });
        destroy = () => surfer.destroy();
      })
      .catch(() => {
        // Without a canvas (an old browser, a test) the time and the button still work.
      });
    return () => {
      destroyed = true;
      destroy();
    };
  }, [peaks, durationSeconds, waveColor, theme.palette.primary.main]);

  const toggle = () => {
    const media = audio.current;
    if (!media) return;
    if (media.paused) {
      if (!played.current) {
        played.current = true;
        onFirstPlay?.();
      }
      void media.play().catch(() => setPlaying(false));
    } else media.pause();
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <IconButton onClick={toggle} aria-label={playing ? t('player.pause') : t('player.play')} color="primary" sx={{ bgcolor: 'action.hover', flexShrink: 0 }}>
        {playing ? <PauseRoundedIcon /> : <PlayArrowRoundedIcon />}
      </IconButton>
      <Box ref={waveform} data-testid="voice-waveform" aria-hidden="true" sx={{ flex: 1, minWidth: 0, height: 48, cursor: 'pointer' }} />
      <Typography
        variant="body2"
        data-testid="voice-player-time"
        aria-label={t('player.time', { current: clock(current), total: clock(durationSeconds) })}
        sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary', flexShrink: 0 }}
      >
        {clock(current)} / {clock(durationSeconds)}
      </Typography>
      <audio
        ref={audio}
        src={src}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setCurrent(event.currentTarget.currentTime)}
      />
    </Box>
  );
}
