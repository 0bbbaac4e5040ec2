import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import * as yup from 'yup';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { FormDialog } from '../../components/FormDialog';
import { useToast } from '../../components/toast';
import { VoiceRecorderPanel } from '../../components/recording/VoiceRecorderPanel';
import { useRecorder } from '../../components/recording/useRecorder';
import { DEFAULT_VOICE_SECONDS } from '../../components/recording/voiceCap';
import { errorMessageOf, fieldErrorsOf } from '../../apollo/errors';
import { SendVoiceMessageDocument, VoiceChoicesDocument } from './voiceDocuments';

interface Values {
  title: string;
  description: string;
  transcript: string;
  isStory: boolean;
  recipientIds: string[];
  circleId: string;
}

const INITIAL: Values = { title: '', description: '', transcript: '', isStory: false, recipientIds: [], circleId: '' };

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
  const maxSeconds = choices.data?.voiceMaxSeconds ?? DEFAULT_VOICE_SECONDS;
  const recorder = useRecorder(maxSeconds);
  const [audioError, setAudioError] = useState<string | null>(null);
  const [send] = useMutation(SendVoiceMessageDocument);

  const audio = recorder.recording;
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
    recorder.discard();
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
          setAudioError(recorder.busy ? t('form.stopFirst') : t('form.recordFirst'));
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
          <VoiceRecorderPanel recorder={recorder} error={audioError} />
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
