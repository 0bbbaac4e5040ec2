import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GedcomImportMode } from '../../gql/graphql';
import { GedcomFilePicker } from './GedcomFilePicker';
import { GedcomUploadError } from './gedcomUpload';
import { formatFileSize, GEDCOM_TITLE_ID, TITLE, treeNameOf } from './gedcomText';
import { useGedcomUpload } from './useGedcomUpload';
import { formatNumber } from '../../lib/i18n';

interface ImportGedcomFormProps {
  /** The tree on screen, which the file may be merged into when the viewer may edit it. */
  tree: { id: string; name: string } | null;
  onStarted: (jobId: string) => void;
  onClose: () => void;
}

/** Chooses the file and where it goes (a new tree, or merged into this one), then sends it. */
export function ImportGedcomForm({ tree, onStarted, onClose }: ImportGedcomFormProps) {
  const { t } = useTranslation('gedcom');
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<GedcomImportMode>('new');
  const [name, setName] = useState('');
  const [nameChanged, setNameChanged] = useState(false);
  const [missingFile, setMissingFile] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { progress, sending, upload, cancel } = useGedcomUpload();

  const choose = (chosen: File) => {
    setFile(chosen);
    setMissingFile(false);
    setFailure(null);
    if (!nameChanged) setName(treeNameOf(chosen.name));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setMissingFile(true);
    setFailure(null);
    const variables = mode === 'merge' && tree ? { mode, treeId: tree.id } : { mode: 'new' as const, treeName: name.trim() || treeNameOf(file.name) };
    try {
      const job = await upload({ file, variables });
      onStarted(job.id);
    } catch (error) {
      setFailure(error instanceof GedcomUploadError && error.cancelled ? t('upload.cancelled') : error instanceof Error ? error.message : t('upload.notSent'));
    }
  };

  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <Box component="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate sx={{ display: 'contents' }}>
      <DialogTitle id={GEDCOM_TITLE_ID}>{t(TITLE.import)}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          <Typography variant="body2" color="text.secondary">
            {t('import.intro')}
          </Typography>
          <GedcomFilePicker file={file} onChange={choose} disabled={sending} />
          {missingFile && <Alert severity="error">{t('import.missingFile')}</Alert>}
          <FormControl disabled={sending}>
            <FormLabel id="gedcom-destination">{t('import.into')}</FormLabel>
            <RadioGroup aria-labelledby="gedcom-destination" value={mode} onChange={(_e, value) => setMode(value as GedcomImportMode)}>
              <FormControlLabel value="new" control={<Radio />} label={t('import.newTree')} />
              {tree && <FormControlLabel value="merge" control={<Radio />} label={t('import.merge', { name: tree.name })} />}
            </RadioGroup>
          </FormControl>
          {mode === 'new' && (
            <TextField
              label={t('import.treeName')}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setNameChanged(true);
              }}
              disabled={sending}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              helperText={t('import.treeNameHelp')}
            />
          )}
          {progress && (
            <Box>
              <LinearProgress variant="determinate" value={percent} aria-label={t('import.uploadProgress')} sx={{ height: 8, borderRadius: 4 }} />
              <Typography variant="caption" color="text.secondary" component="p" role="status" sx={{ mt: 0.5 }}>
                {t('import.sending', { percent: formatNumber(percent), loaded: formatFileSize(progress.loaded), total: formatFileSize(progress.total) })}
              </Typography>
            </Box>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {sending ? (
          <Button color="inherit" onClick={cancel}>
            {t('import.cancelUpload')}
          </Button>
        ) : (
          <Button color="inherit" onClick={onClose}>
            {t('cancel')}
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={sending}>
          {t('import.submit')}
        </Button>
      </DialogActions>
    </Box>
  );
}
