import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import FiberManualRecordRoundedIcon from '@mui/icons-material/FiberManualRecordRounded';
import PauseRoundedIcon from '@mui/icons-material/PauseRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import StopRoundedIcon from '@mui/icons-material/StopRounded';
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import { clock } from './recordingType';
import type { Recorder } from './useRecorder';

/**
 * Record and Stop are red; in the dark scheme MUI's red (#f44336) under white words is 3.7:1, so
 * there they take the deeper red (4.98:1), and a deeper one still under the pointer.
 */
const RED_BUTTON = (theme: Theme) =>
  theme.applyStyles('dark', {
    '--variant-containedBg': (theme.vars ?? theme).palette.error.dark,
    '&:hover': { '--variant-containedBg': '#b71c1c' },
  });

/** The audio files the server takes (MP3, M4A/AAC, Ogg/Opus, WebM, WAV). */
const ACCEPTED = 'audio/*,.mp3,.m4a,.aac,.ogg,.opus,.webm,.wav';

/**
 * Recording a voice, for every feature that keeps one: Record (or choose an audio file); while
 * recording, the live sound level, the time recorded and the time left under the cap, Pause or
 * Resume, and Stop; then listening back on a player, and Discard to start over. The recording is
 * the `recorder`'s (useRecorder), which its form reads when it sends. `error` is said beneath
 * (e.g. the server refused the recording); `note` is shown while nothing is recorded yet.
 */
export function VoiceRecorderPanel({ recorder, error, note }: { recorder: Recorder; error?: string | null; note?: ReactNode }) {
  const { t } = useTranslation('common');
  const { state, recording, maxSeconds } = recorder;
  const left = t('recorder.timeLeft', { time: clock(maxSeconds - recorder.elapsed) });

  return (
    <Box component="section" aria-label={t('recorder.section')} sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
      {state === 'unavailable' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('recorder.cannotRecord')}
        </Alert>
      )}
      {recorder.busy ? (
        <Stack spacing={1.5}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <FiberManualRecordRoundedIcon color={state === 'recording' ? 'error' : 'disabled'} fontSize="small" aria-hidden="true" />
            <Typography variant="body2" sx={{ fontWeight: 600 }} aria-live="polite">
              {state === 'recording' ? t('recorder.recordingNow') : t('recorder.paused')}
            </Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {t('recorder.elapsed', { time: clock(recorder.elapsed) })}
            </Typography>
            <Typography variant="body2" color="text.secondary" role="timer" aria-label={left} sx={{ ml: 'auto', fontVariantNumeric: 'tabular-nums' }}>
              {left}
            </Typography>
          </Box>
          <LinearProgress variant="determinate" value={Math.round(recorder.level * 100)} aria-label={t('recorder.level')} sx={{ height: 8, borderRadius: 4 }} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {state === 'recording' ? (
              <Button variant="outlined" startIcon={<PauseRoundedIcon />} onClick={recorder.pause}>
                {t('recorder.pause')}
              </Button>
            ) : (
              <Button variant="outlined" startIcon={<PlayArrowRoundedIcon />} onClick={recorder.resume}>
                {t('recorder.resume')}
              </Button>
            )}
            <Button variant="contained" color="error" startIcon={<StopRoundedIcon />} onClick={recorder.stop} sx={RED_BUTTON}>
              {t('recorder.stop')}
            </Button>
            <Button startIcon={<DeleteOutlineRoundedIcon />} onClick={recorder.discard}>
              {t('recorder.discard')}
            </Button>
          </Stack>
        </Stack>
      ) : recording ? (
        <Stack spacing={1}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('recorder.listenBack')}
          </Typography>
          <audio controls src={recording.url} style={{ width: '100%' }} aria-label={t('recorder.listenBack')} />
          <Button sx={{ alignSelf: 'flex-start' }} startIcon={<DeleteOutlineRoundedIcon />} onClick={recorder.discard}>
            {t('recorder.discard')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={1}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <Button variant="contained" color="error" startIcon={<FiberManualRecordRoundedIcon />} onClick={() => void recorder.start()} disabled={state === 'unavailable'} sx={RED_BUTTON}>
              {t('recorder.record')}
            </Button>
            <Button component="label" variant="outlined" startIcon={<UploadFileRoundedIcon />}>
              {t('recorder.chooseFile')}
              <input
                type="file"
                hidden
                accept={ACCEPTED}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) recorder.choose(file);
                  event.target.value = '';
                }}
              />
            </Button>
            <Typography variant="body2" color="text.secondary">
              {t('recorder.upTo', { minutes: Math.round(maxSeconds / 6) / 10 })}
            </Typography>
          </Stack>
          {note}
        </Stack>
      )}
      {error && (
        <FormHelperText error role="alert" sx={{ mt: 1 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
