import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateRoundedIcon from '@mui/icons-material/AddPhotoAlternateRounded';
import { SubmitButton } from '../../components/SubmitButton';
import { useToast } from '../../components/toast';
import { VoiceRecorderPanel } from '../../components/recording/VoiceRecorderPanel';
import { useRecorder } from '../../components/recording/useRecorder';
import { useVoiceCap } from '../../components/recording/voiceCap';
import { errorMessageOf, fieldErrorsOf } from '../../apollo/errors';
import { AnswerDailyMomentDocument } from './dailyMomentDocuments';

const MAX_ANSWER = 5000;

/**
 * The answer box of today's prompt: words, and a photo or a voice recording if one likes (recorded
 * here with the level meter, pause and the server's cap, listened back before sharing, or chosen as
 * a file); sent again the same day, it replaces the answer.
 */
export function AnswerForm({ momentId, current, onSaved }: { momentId: string; current: { response: string; photoUrl?: string | null; audioUrl?: string | null } | null; onSaved: () => void }) {
  const { t } = useTranslation('daily-moments');
  const toast = useToast();
  const [response, setResponse] = useState(current?.response ?? '');
  const [photo, setPhoto] = useState<File | null>(null);
  const recorder = useRecorder(useVoiceCap());
  const [error, setError] = useState<string | null>(null);
  const [audioError, setAudioError] = useState<string | null>(null);
  const [answer, { loading }] = useMutation(AnswerDailyMomentDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!response.trim()) {
      setError(t('form.required'));
      return;
    }
    setError(null);
    if (recorder.busy) {
      setAudioError(t('form.stopFirst'));
      return;
    }
    setAudioError(null);
    try {
      await answer({ variables: { input: { momentId, response, photo, audio: recorder.recording?.file ?? null } } });
      setPhoto(null);
      recorder.discard();
      toast({ title: current ? t('form.changed') : t('form.shared'), variant: 'success' });
      onSaved();
    } catch (caught) {
      const fields = fieldErrorsOf(caught);
      // A refused recording (not audio, silent, too long or too large) is said beside it.
      if (fields.audio) setAudioError(fields.audio);
      else setError(fields.response ?? fields.photo ?? errorMessageOf(caught, t('form.failed')));
    }
  };

  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={t('form.label')}
        value={response}
        onChange={(e) => setResponse(e.target.value)}
        multiline
        minRows={3}
        fullWidth
        error={Boolean(error)}
        helperText={error ?? t('form.helper', { count: MAX_ANSWER - response.length })}
        slotProps={{ htmlInput: { maxLength: MAX_ANSWER } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Button component="label" variant="outlined" startIcon={<AddPhotoAlternateRoundedIcon />}>
          {photo ? t('form.photoChosen', { name: photo.name }) : current?.photoUrl ? t('form.replacePhoto') : t('form.addPhoto')}
          <input hidden type="file" accept="image/jpeg,image/png,image/webp,image/gif" onChange={(e) => setPhoto(e.target.files?.[0] ?? null)} />
        </Button>
      </Box>
      <VoiceRecorderPanel
        recorder={recorder}
        error={audioError}
        note={
          current?.audioUrl && (
            <Typography variant="body2" color="text.secondary">
              {t('form.keepsVoice')}
            </Typography>
          )
        }
      />
      <Box>
        <SubmitButton type="submit" variant="contained" size="large" busy={loading}>
          {current ? t('form.change') : t('form.share')}
        </SubmitButton>
      </Box>
    </Box>
  );
}
