import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FiberManualRecordRoundedIcon from '@mui/icons-material/FiberManualRecordRounded';
import StopRoundedIcon from '@mui/icons-material/StopRounded';

/** The container the browser really records: MP4 first where WebM is only claimed (Safari). */
function recordingType(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return ['audio/mp4', 'audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus'].find((type) => MediaRecorder.isTypeSupported(type));
}

/** Records a short voice answer with the microphone, when the browser can; the recording is handed over as a file. */
export function VoiceRecorder({ onRecorded }: { onRecorded: (file: File) => void }) {
  const { t } = useTranslation('daily-moments');
  const [recording, setRecording] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const supported = typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia) && typeof MediaRecorder !== 'undefined';
  useEffect(() => () => recorder.current?.stream.getTracks().forEach((track) => track.stop()), []);
  if (!supported) return null;

  const start = async () => {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    const type = recordingType();
    const rec = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    rec.ondataavailable = (event) => chunks.push(event.data);
    rec.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      const mime = rec.mimeType || type || 'audio/webm';
      const extension = mime.includes('mp4') ? 'm4a' : mime.includes('ogg') ? 'ogg' : 'webm';
      onRecorded(new File(chunks, `voice.${extension}`, { type: mime.split(';')[0] }));
    };
    recorder.current = rec;
    rec.start();
    setRecording(true);
  };
  const stop = () => {
    recorder.current?.stop();
    setRecording(false);
  };
  return recording ? (
    <Button variant="contained" color="error" startIcon={<StopRoundedIcon />} onClick={stop}>
      {t('form.stopRecording')}
    </Button>
  ) : (
    <Button variant="outlined" startIcon={<FiberManualRecordRoundedIcon />} onClick={() => void start().catch(() => setRecording(false))}>
      {t('form.record')}
    </Button>
  );
}
