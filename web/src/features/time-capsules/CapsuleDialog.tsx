import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { forgetRecentActivity } from '../../apollo/cache';
import { errorMessageOf, fieldErrorsOf } from '../../apollo/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DatePickerLocalization } from '../../components/DatePickerLocalization';
import { FocusFirstError } from '../../components/FocusFirstError';
import { useToast } from '../../components/toast';
import type { CapsuleFieldsFragment, TimeCapsuleRecipientKind } from '../../gql/graphql';
import { fieldProps } from '../../lib/fieldProps';
import { currentLanguage } from '../../lib/i18n';
import {
  AddTimeCapsuleAttachmentDocument,
  AddTimeCapsuleRecordingDocument,
  CapsuleRecipientChoicesDocument,
  CreateTimeCapsuleDocument,
  RemoveTimeCapsuleAttachmentDocument,
  SealTimeCapsuleDocument,
  SentTimeCapsulesDocument,
  TimeCapsulesForMeDocument,
  UpdateTimeCapsuleDocument,
} from './capsuleDocuments';
import { capsuleSchema, capsuleValues, newCapsuleValues, toInput, type CapsuleFormValues, type Choice } from './capsuleForm';
import { timeZoneChoices, wallClockToInstant } from '../../lib/zonedTime';
import { openingText } from './capsuleTime';

interface CapsuleDialogProps {
  open: boolean;
  onClose: () => void;
  /** A draft to go on with; without it the dialog starts a new capsule. */
  capsule?: CapsuleFieldsFragment | null;
}

const errorOf = (formik: FormikProps<CapsuleFormValues>, name: keyof CapsuleFormValues) => {
  const error = formik.errors[name];
  return formik.touched[name] && typeof error === 'string' ? error : undefined;
};

/**
 * Writes a capsule: its title and message, photos and videos, whom it is for (relatives, a circle or
 * a whole tree) and when it opens, in which time zone. "Save draft" keeps it to go on with later;
 * "Seal" saves it and, once confirmed, seals it: from then on nothing in it changes.
 */
export function CapsuleDialog({ open, onClose, capsule }: CapsuleDialogProps) {
  const { t } = useTranslation('time-capsules');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const toast = useToast();
  const choices = useQuery(CapsuleRecipientChoicesDocument, { skip: !open });
  const refetchQueries = [TimeCapsulesForMeDocument, SentTimeCapsulesDocument];
  const [create] = useMutation(CreateTimeCapsuleDocument);
  const [update] = useMutation(UpdateTimeCapsuleDocument);
  const [attach] = useMutation(AddTimeCapsuleAttachmentDocument);
  const [record] = useMutation(AddTimeCapsuleRecordingDocument);
  const [detach] = useMutation(RemoveTimeCapsuleAttachmentDocument);
  // Sealing adds an entry to the activity record.
  const [seal] = useMutation(SealTimeCapsuleDocument, { refetchQueries, update: forgetRecentActivity });
  const [confirming, setConfirming] = useState(false);
  const intent = useRef<'draft' | 'seal'>('draft');
  const savedId = useRef<string | null>(capsule?.id ?? null);
  const initialValues = useMemo(() => (capsule ? capsuleValues(capsule) : newCapsuleValues()), [capsule]);
  const zones = useMemo(() => timeZoneChoices(), []);
  const titleId = 'capsule-form-title';

  const submit = async (values: CapsuleFormValues, helpers: FormikHelpers<CapsuleFormValues>) => {
    try {
      const input = toInput(values);
      const id = savedId.current;
      if (id) await update({ variables: { id, input } });
      else savedId.current = (await create({ variables: { input } })).data?.createTimeCapsule.id ?? null;
      const saved = savedId.current!;
      for (const attachmentId of values.removed) await detach({ variables: { id: attachmentId } });
      for (const [i, file] of values.files.entries()) {
        // A voice recording is measured by the server as such; photos and videos are checked as media.
        if (file.type.startsWith('audio/')) await record({ variables: { id: saved, file } });
        else await attach({ variables: { id: saved, file } });
        helpers.setFieldValue('files', values.files.slice(i + 1));
      }
      helpers.setFieldValue('removed', []);
      if (intent.current === 'seal') {
        await seal({ variables: { id: saved } });
        toast({
          title: t('sealed.title'),
          text: t('sealed.text', { title: values.title.trim() }),
          variant: 'success',
        });
      } else {
        toast({
          title: t('saved.title'),
          text: t('saved.text'),
          variant: 'success',
        });
      }
      setConfirming(false);
      onClose();
    } catch (e) {
      setConfirming(false);
      helpers.setErrors(fieldErrorsOf(e));
      toast({
        title: intent.current === 'seal' ? t('notSealed') : t('notSaved'),
        text: errorMessageOf(e, t('failed')),
        variant: 'error',
      });
    } finally {
      // The lists show what was saved, whatever happened after.
      void choices.client.refetchQueries({ include: refetchQueries });
    }
  };

  const circles = choices.data?.circles ?? [];
  const trees = choices.data?.trees ?? [];
  const relatives: Choice[] = choices.data?.timeCapsuleRecipientChoices ?? [];

  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Formik initialValues={initialValues} validationSchema={capsuleSchema} onSubmit={submit} enableReinitialize>
        {(formik) => {
          const askToSeal = async () => {
            const errors = await formik.validateForm();
            if (Object.keys(errors).length) {
              formik.setTouched(Object.fromEntries(Object.keys(errors).map((k) => [k, true])));
              return;
            }
            setConfirming(true);
          };
          const kept = (capsule?.attachments ?? []).filter((a) => !formik.values.removed.includes(a.id));
          return (
            <Form noValidate style={{ display: 'contents' }}>
              <FocusFirstError />
              <DialogTitle id={titleId}>{capsule ? t('form.editTitle') : t('form.newTitle')}</DialogTitle>
              <DialogContent dividers>
                <CapsuleFields formik={formik} kept={kept} relatives={relatives} circles={circles} trees={trees} loading={choices.loading} failed={Boolean(choices.error)} zones={zones} />
              </DialogContent>
              <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
                <Button color="inherit" onClick={onClose} disabled={formik.isSubmitting}>
                  {t('form.cancel')}
                </Button>
                <Button type="submit" variant="outlined" disabled={formik.isSubmitting} onClick={() => (intent.current = 'draft')}>
                  {t('form.saveDraft')}
                </Button>
                <Button variant="contained" disabled={formik.isSubmitting} onClick={() => void askToSeal()}>
                  {t('seal')}
                </Button>
              </DialogActions>
              <ConfirmDialog
                open={confirming}
                title={t('confirm.title')}
                confirmLabel={t('seal')}
                busy={formik.isSubmitting}
                onConfirm={() => {
                  intent.current = 'seal';
                  void formik.submitForm();
                }}
                onClose={() => setConfirming(false)}
              >
                {t('confirm.text', {
                  when: formik.values.opensOn?.isValid() ? openingText(wallClockToInstant(formik.values.opensOn, formik.values.timeZone), formik.values.timeZone, currentLanguage()) : '',
                })}
              </ConfirmDialog>
            </Form>
          );
        }}
      </Formik>
    </Dialog>
  );
}

interface CapsuleFieldsProps {
  formik: FormikProps<CapsuleFormValues>;
  kept: NonNullable<CapsuleFieldsFragment['attachments']>;
  relatives: Choice[];
  circles: { id: string; name: string }[];
  trees: { id: string; name: string }[];
  loading: boolean;
  failed: boolean;
  zones: string[];
}

/** The capsule's fields: its words, whom it is for, when it opens and its files. */
function CapsuleFields({ formik, kept, relatives, circles, trees, loading, failed, zones }: CapsuleFieldsProps) {
  const { t } = useTranslation('time-capsules');
  const set =
    <K extends keyof CapsuleFormValues>(name: K) =>
    (value: CapsuleFormValues[K]) =>
      void formik.setFieldValue(name, value);
  const titleField = fieldProps(formik, 'title');
  const messageField = fieldProps(formik, 'message');
  const circleError = errorOf(formik, 'circleId');
  const treeError = errorOf(formik, 'treeId');
  const opensError = errorOf(formik, 'opensOn') ?? (formik.errors as Record<string, string>).opensAt;
  const serverErrors = formik.errors as Record<string, string>;
  return (
    <Stack spacing={2.5}>
      {failed && <Alert severity="warning">{t('form.choicesFailed')}</Alert>}
      <TextField {...titleField} label={t('form.title')} required fullWidth slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextField {...messageField} label={t('form.message')} fullWidth multiline minRows={4} />
      <FormControl>
        <FormLabel id="capsule-kind">{t('form.for')}</FormLabel>
        <RadioGroup row aria-labelledby="capsule-kind" value={formik.values.recipientKind} onChange={(_, v) => set('recipientKind')(v as TimeCapsuleRecipientKind)}>
          <FormControlLabel value="relatives" control={<Radio />} label={t('form.kind.relatives')} />
          <FormControlLabel value="circle" control={<Radio />} label={t('form.kind.circle')} />
          <FormControlLabel value="tree" control={<Radio />} label={t('form.kind.tree')} />
        </RadioGroup>
      </FormControl>
      {formik.values.recipientKind === 'relatives' && (
        <Autocomplete
          multiple
          id="recipients"
          options={relatives}
          loading={loading}
          value={formik.values.recipients}
          onChange={(_, value) => set('recipients')(value)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          getOptionLabel={(o) => o.displayName}
          noOptionsText={t('form.noRelatives')}
          renderInput={(params) => (
            <TextField {...params} name="recipientIds" label={t('form.recipients')} error={Boolean(formik.errors.recipients)} helperText={serverErrors.recipientIds ?? t('form.recipientsHelp')} />
          )}
        />
      )}
      {formik.values.recipientKind === 'circle' && (
        <TextField
          select
          name="circleId"
          label={t('form.circle')}
          value={formik.values.circleId}
          onChange={(e) => set('circleId')(e.target.value)}
          onBlur={formik.handleBlur}
          error={Boolean(circleError)}
          helperText={circleError ?? t('form.circleHelp')}
          fullWidth
        >
          {circles.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {formik.values.recipientKind === 'tree' && (
        <TextField
          select
          name="treeId"
          label={t('form.tree')}
          value={formik.values.treeId}
          onChange={(e) => set('treeId')(e.target.value)}
          onBlur={formik.handleBlur}
          error={Boolean(treeError)}
          helperText={treeError ?? t('form.treeHelp')}
          fullWidth
        >
          {trees.map((tr) => (
            <MenuItem key={tr.id} value={tr.id}>
              {tr.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <DatePickerLocalization>
        <DateTimePicker
          label={t('form.opensOn')}
          name="opensAt"
          value={formik.values.opensOn}
          onChange={(v) => set('opensOn')(v)}
          disablePast
          slotProps={{
            textField: {
              fullWidth: true,
              required: true,
              error: Boolean(opensError),
              helperText: opensError ?? t('form.opensOnHelp'),
              onBlur: () => formik.setFieldTouched('opensOn'),
            },
          }}
        />
      </DatePickerLocalization>
      <Autocomplete
        id="timeZone"
        options={zones}
        value={formik.values.timeZone || null}
        onChange={(_, zone) => set('timeZone')(zone ?? '')}
        getOptionLabel={(zone) => zone.replaceAll('_', ' ')}
        autoHighlight
        renderInput={(params) => <TextField {...params} name="timeZone" label={t('form.timeZone')} required error={Boolean(errorOf(formik, 'timeZone'))} helperText={errorOf(formik, 'timeZone')} />}
      />
      <Box>
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {t('form.attachments')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          {kept.map((a, i) => (
            <Chip key={a.id} label={a.kind === 'video' ? t('videoN', { n: i + 1 }) : a.kind === 'audio' ? t('recordingN', { n: i + 1 }) : t('photoN', { n: i + 1 })} onDelete={() => set('removed')([...formik.values.removed, a.id])} />
          ))}
          {formik.values.files.map((f, i) => (
            <Chip key={`${f.name}-${i}`} label={f.name} onDelete={() => set('files')(formik.values.files.filter((_, j) => j !== i))} />
          ))}
        </Stack>
        <Button component="label" variant="outlined">
          {t('form.addFiles')}
          <input
            hidden
            type="file"
            accept="image/*,video/*,audio/*"
            multiple
            onChange={(e) => {
              set('files')([...formik.values.files, ...Array.from(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
        </Button>
        {serverErrors.file && (
          <Typography color="error" variant="body2" sx={{ mt: 1 }}>
            {serverErrors.file}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
