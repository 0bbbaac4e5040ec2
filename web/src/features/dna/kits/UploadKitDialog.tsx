import { useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { FormikHelpers, FormikProps } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import { FormDialog } from '../../../components/FormDialog';
import { PersonPicker } from '../../../components/people-choices/PersonPicker';
import { useToast } from '../../../components/toast';
import { formatFileSize } from '../../../lib/fileSize';
import { formatNumber } from '../../../lib/i18n';
import { KitUploadError } from './kitUpload';
import { DnaOwnPersonDocument } from './kitQueries';
import { initialKitUploadValues, kitUploadRules, type KitUploadValues } from './kitUploadForm';
import { useKitUpload, type KitUploadPhase } from './useKitUpload';
import type { UploadProgress } from '../../../lib/xhrUpload';

/** The files the companies let people download: text, zipped or gzip'd. */
const ACCEPTED = '.txt,.csv,.tsv,.zip,.gz,text/plain,text/csv,application/zip,application/gzip';

/** How far the upload is, then that the server is reading the file; with a way to stop it. */
function UploadProgressLine({ phase, progress, onCancel }: { phase: KitUploadPhase; progress: UploadProgress | null; onCancel: () => void }) {
  const { t } = useTranslation('dna');
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  const text =
    phase === 'reading' || !progress
      ? t('upload.reading')
      : t('upload.sent', { percent: formatNumber(percent), loaded: formatFileSize(progress.loaded, progress.total), total: formatFileSize(progress.total) });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <LinearProgress variant={phase === 'sending' ? 'determinate' : 'indeterminate'} value={percent} aria-label={t('upload.progressLabel')} sx={{ height: 8, borderRadius: 4 }} />
        <Typography variant="caption" color="text.secondary" component="p" role="status" sx={{ mt: 0.5 }}>
          {text}
        </Typography>
      </Box>
      <Button color="inherit" onClick={onCancel}>
        {t('upload.stop')}
      </Button>
    </Box>
  );
}

/** The file button, with the chosen file's name and size. */
function FileField({ formik }: { formik: FormikProps<KitUploadValues> }) {
  const { t } = useTranslation('dna');
  const { file } = formik.values;
  const input = useRef<HTMLInputElement>(null);
  const error = formik.submitCount > 0 && typeof formik.errors.file === 'string' ? formik.errors.file : null;
  return (
    <Box>
      {/* A button that opens the browser's file chooser: the input itself stays out of sight (and out of the tab order). */}
      <input
        ref={input}
        type="file"
        hidden
        name="file"
        accept={ACCEPTED}
        aria-label={t('upload.fileLabel')}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          void formik.setFieldValue('file', chosen);
          formik.setStatus(undefined);
          event.target.value = '';
        }}
      />
      <Button variant="outlined" startIcon={<UploadFileRoundedIcon />} disabled={formik.isSubmitting} onClick={() => input.current?.click()}>
        {file ? t('upload.otherFile') : t('upload.chooseFile')}
      </Button>
      {file && (
        <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {t('upload.chosen', { name: file.name, size: formatFileSize(file.size) })}
        </Typography>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

/** Whose DNA the file is: the viewer's own (placed on their person when they have one) or a relative's, with the relative's consent. */
function WhoseFields({ formik, ownName }: { formik: FormikProps<KitUploadValues>; ownName: string | null }) {
  const { t } = useTranslation('dna');
  const { whose, person, consent } = formik.values;
  const shown = (field: 'person' | 'consent') => (formik.submitCount > 0 && typeof formik.errors[field] === 'string' ? (formik.errors[field] as string) : null);
  const personError = shown('person');
  const consentError = shown('consent');
  return (
    <FormControl component="fieldset" disabled={formik.isSubmitting}>
      <FormLabel component="legend">{t('upload.whose')}</FormLabel>
      <RadioGroup name="whose" value={whose} onChange={(event) => void formik.setFieldValue('whose', event.target.value)}>
        <FormControlLabel value="mine" control={<Radio />} label={t('upload.mine')} />
        <FormControlLabel value="relative" control={<Radio />} label={t('upload.relative')} />
      </RadioGroup>
      {whose === 'mine' ? (
        <Typography variant="body2" color="text.secondary">
          {ownName ? t('upload.mineLinked', { name: ownName }) : t('upload.mineUnplaced')}
        </Typography>
      ) : (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <PersonPicker id="dna-kit-person" label={t('upload.person')} value={person} onChange={(next) => void formik.setFieldValue('person', next)} />
          {personError && <FormHelperText error>{personError}</FormHelperText>}
          <FormControlLabel
            control={<Checkbox name="consent" checked={consent} onChange={(event) => void formik.setFieldValue('consent', event.target.checked)} />}
            label={person ? t('upload.consentNamed', { name: person.name }) : t('upload.consent')}
          />
          {consentError && <FormHelperText error>{consentError}</FormHelperText>}
        </Stack>
      )}
    </FormControl>
  );
}

/**
 * Uploads a raw data file from a DNA testing company, as the viewer's own kit or a relative's (who
 * agreed), with its progress; a refused file's reason is shown as the server says it.
 */
export function UploadKitDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('dna');
  const toast = useToast();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const own = useQuery(DnaOwnPersonDocument, { skip: !open });
  const ownPerson = own.data?.heritage?.person ?? null;
  const { progress, phase, upload, cancel } = useKitUpload();

  const close = () => {
    cancel();
    onClose();
  };

  const onSubmit = async (values: KitUploadValues, helpers: FormikHelpers<KitUploadValues>) => {
    if (!values.file) return;
    helpers.setStatus(undefined);
    const relative = values.whose === 'relative';
    try {
      await upload({ file: values.file, personId: relative ? (values.person?.id ?? null) : (ownPerson?.id ?? null), relativeConsent: relative && values.consent });
      toast({ title: t('upload.done'), text: t('upload.doneText'), variant: 'success' });
      onClose();
    } catch (error) {
      if (error instanceof KitUploadError && error.cancelled) return;
      helpers.setStatus({ problem: error instanceof Error ? error.message : t('upload.error.unreachable') });
    }
  };

  return (
    <FormDialog<KitUploadValues>
      open={open}
      onClose={close}
      fullScreen={phone}
      titleId="dna-upload-title"
      title={t('upload.title')}
      submitLabel={t('upload.submit')}
      initialValues={initialKitUploadValues}
      validationSchema={kitUploadRules()}
      onSubmit={onSubmit}
    >
      {(formik) => {
        const problem = (formik.status as { problem?: string } | undefined)?.problem;
        return (
          <Stack spacing={2.5}>
            <Typography>{t('upload.intro')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('upload.kept')}
            </Typography>
            <FileField formik={formik} />
            <WhoseFields formik={formik} ownName={ownPerson?.fullName ?? null} />
            {problem && (
              <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
                {problem}
              </Alert>
            )}
            {formik.isSubmitting && phase !== 'idle' && <UploadProgressLine phase={phase} progress={progress} onCancel={cancel} />}
          </Stack>
        );
      }}
    </FormDialog>
  );
}
