import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import * as yup from 'yup';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FiberManualRecordRoundedIcon from '@mui/icons-material/FiberManualRecordRounded';
import PauseRoundedIcon from '@mui/icons-material/PauseRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import StopRoundedIcon from '@mui/icons-material/StopRounded';
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import { FormDialog } from '../../components/FormDialog';
import { useToast } from '../../components/toast';
import { errorMessageOf, fieldErrorsOf } from '../../apollo/errors';
import { SendVoiceMessageDocument, VoiceChoicesDocument } from './voiceDocuments';
import { clock } from './recordingType';
import { useRecorder } from './useRecorder';

interface Values {
  title: string;
  description: string;
  transcript: string;
  isStory: boolean;
  recipientIds: string[];
  circleId: string;
}

const INITIAL: Values = { title: '', description: '', transcript: '', isStory: false, recipientIds: [], circleId: '' };

/** The fields sent with a recording, as the server knows them. */
const ACCEPTED = 'audio/*,.mp3,.m4a,.aac,.ogg,.opus,.webm,.wav';

/**
 * A new voice message: recorded here (a level meter, pause and resume, the cap counting down,
 * listened back before sending) or chosen as a file; sent to relatives and/or a circle, with a title,
 * a description, an optional note and "Share as a story".
 */
export function NewVoiceMessageDialog({ open, onClose, onSent }: { open: boolean; onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation('voice-messages');
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const toast = useToast();
  const choices = useQuery(VoiceChoicesDocument, { skip: !open });
  const maxSeconds = choices.data?.voiceMaxSeconds ?? 600;
  const recorder = useRecorder(maxSeconds);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [audioError, setAudioError] = useState<string | null>(null);
  const [send] = useMutation(SendVoiceMessageDocument);
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.url)), [chosen]);

  const audio = recorder.recording ?? chosen;
  const busyRecording = recorder.state === 'recording' || recorder.state === 'paused';
  const relatives = useMemo(() => choices.data?.voiceRecipientChoices ?? [], [choices.data]);
  const circles = choices.data?.circles ?? [];

  const schema = useMemo(
    () =>
      yup.object({
        title: yup.string().trim().required(t('form.titleRequired')).max(200, t('form.tooLong', { count: 200 })),
        description: yup.string().max(5000, t('form.tooLong', { count: 5000 })),
        transcript: yup.string().max(20000, t('form.tooLong', { count: 20000 })),
        recipientIds: yup.array(yup.string().required()).test('someone', t('form.chooseSomeone'), function (ids) {
          return Boolean(ids?.length) || Boolean((this.parent as Values).circleId);
        }),
      }),
    [t],
  );

  const close = () => {
    if (busyRecording) recorder.stop();
    recorder.discard();
    setChosen(null);
    setAudioError(null);
    onClose();
  };

  return (
    <FormDialog<Values>
      open={open}
      onClose={close}
      titleId={titleId}
      title={t('form.title')}
      submitLabel={t('form.send')}
      fullScreen={phone}
      initialValues={INITIAL}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        if (!audio) {
          setAudioError(busyRecording ? t('form.stopFirst') : t('form.recordFirst'));
          return;
        }
        setAudioError(null);
        try {
          await send({
            variables: {
              input: {
                audio: audio.file,
                title: values.title.trim(),
                description: values.description,
                transcript: values.transcript,
                isStory: values.isStory,
                recipientIds: values.recipientIds,
                circleId: values.circleId || null,
              },
            },
          });
          toast({ title: t('form.sent', { title: values.title.trim() }), variant: 'success' });
          helpers.resetForm();
          recorder.discard();
          setChosen(null);
          onSent();
          onClose();
        } catch (error) {
          const fields = fieldErrorsOf(error);
          // A refused recording (not audio, silent, too long or too large) is said beside it.
          if (fields.audio || !Object.keys(fields).length) setAudioError(fields.audio ?? errorMessageOf(error, t('form.notSent')));
          const { audio: _audio, ...rest } = fields;
          helpers.setErrors(rest);
        }
      }}
    >
      {(formik) => (
        <Stack spacing={2.5}>
          {choices.error && <Alert severity="error">{t('form.choicesFailed')}</Alert>}
          <Box component="section" aria-label={t('form.recording')} sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
            {recorder.state === 'unavailable' && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('form.cannotRecord')}
              </Alert>
            )}
            {busyRecording ? (
              <Stack spacing={1.5}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <FiberManualRecordRoundedIcon color={recorder.state === 'recording' ? 'error' : 'disabled'} fontSize="small" />
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {recorder.state === 'recording' ? t('form.recordingNow') : t('form.paused')}
                  </Typography>
                  <Typography variant="body2" role="timer" aria-label={t('form.timeLeft', { time: clock(maxSeconds - recorder.elapsed) })} sx={{ ml: 'auto', fontVariantNumeric: 'tabular-nums' }}>
                    {t('form.timeLeft', { time: clock(maxSeconds - recorder.elapsed) })}
                  </Typography>
                </Box>
                <LinearProgress variant="determinate" value={Math.round(recorder.level * 100)} aria-label={t('form.level')} sx={{ height: 8, borderRadius: 4 }} />
                <Stack direction="row" spacing={1}>
                  {recorder.state === 'recording' ? (
                    <Button variant="outlined" startIcon={<PauseRoundedIcon />} onClick={recorder.pause}>
                      {t('form.pause')}
                    </Button>
                  ) : (
                    <Button variant="outlined" startIcon={<PlayArrowRoundedIcon />} onClick={recorder.resume}>
                      {t('form.resume')}
                    </Button>
                  )}
                  <Button variant="contained" color="error" startIcon={<StopRoundedIcon />} onClick={recorder.stop}>
                    {t('form.stop')}
                  </Button>
                </Stack>
              </Stack>
            ) : audio ? (
              <Stack spacing={1}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t('form.listenBack')}
                </Typography>
                <audio controls src={audio.url} style={{ width: '100%' }} aria-label={t('form.listenBack')} />
                <Button
                  sx={{ alignSelf: 'flex-start' }}
                  onClick={() => {
                    recorder.discard();
                    setChosen(null);
                  }}
                >
                  {t('form.again')}
                </Button>
              </Stack>
            ) : (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
                <Button variant="contained" color="error" startIcon={<FiberManualRecordRoundedIcon />} onClick={() => void recorder.start()} disabled={recorder.state === 'unavailable'}>
                  {t('form.record')}
                </Button>
                <Button component="label" variant="outlined" startIcon={<UploadFileRoundedIcon />}>
                  {t('form.chooseFile')}
                  <input
                    type="file"
                    hidden
                    accept={ACCEPTED}
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      if (file) setChosen({ file, url: URL.createObjectURL(file) });
                      event.target.value = '';
                    }}
                  />
                </Button>
                <Typography variant="body2" color="text.secondary">
                  {t('form.upTo', { minutes: Math.round(maxSeconds / 6) / 10 })}
                </Typography>
              </Stack>
            )}
            {audioError && (
              <FormHelperText error role="alert" sx={{ mt: 1 }}>
                {audioError}
              </FormHelperText>
            )}
          </Box>
          <Autocomplete
            multiple
            options={relatives}
            loading={choices.loading}
            getOptionLabel={(option) => option.displayName}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            value={relatives.filter((r) => formik.values.recipientIds.includes(r.id))}
            onChange={(_event, chosenPeople) => void formik.setFieldValue('recipientIds', chosenPeople.map((p) => p.id))}
            noOptionsText={t('form.noRelatives')}
            renderInput={(params) => (
              <TextField
                {...params}
                name="recipientIds"
                label={t('form.recipients')}
                helperText={(formik.touched.recipientIds || formik.submitCount > 0) && typeof formik.errors.recipientIds === 'string' ? formik.errors.recipientIds : t('form.recipientsHelp')}
                error={Boolean((formik.touched.recipientIds || formik.submitCount > 0) && formik.errors.recipientIds)}
              />
            )}
          />
          <TextField select name="circleId" label={t('form.circle')} value={formik.values.circleId} onChange={formik.handleChange} helperText={formik.errors.circleId ?? t('form.circleHelp')} error={Boolean(formik.errors.circleId)}>
            <MenuItem value="">{t('form.noCircle')}</MenuItem>
            {circles.map((circle) => (
              <MenuItem key={circle.id} value={circle.id}>
                {circle.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            name="title"
            label={t('form.titleField')}
            required
            value={formik.values.title}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={Boolean(formik.touched.title && formik.errors.title)}
            helperText={formik.touched.title && formik.errors.title}
          />
          <TextField name="description" label={t('form.description')} multiline minRows={2} value={formik.values.description} onChange={formik.handleChange} error={Boolean(formik.errors.description)} helperText={formik.errors.description} />
          <TextField
            name="transcript"
            label={t('form.transcript')}
            multiline
            minRows={2}
            value={formik.values.transcript}
            onChange={formik.handleChange}
            error={Boolean(formik.errors.transcript)}
            helperText={formik.errors.transcript ?? t('form.transcriptHelp')}
          />
          <FormControlLabel control={<Checkbox name="isStory" checked={formik.values.isStory} onChange={formik.handleChange} />} label={t('form.shareAsStory')} />
        </Stack>
      )}
    </FormDialog>
  );
}
