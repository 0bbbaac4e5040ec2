import { useTranslation } from 'react-i18next';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import { formatFileSize, GEDCOM_ACCEPT, isGedcomFile } from './gedcomText';

interface GedcomFilePickerProps {
  file: File | null;
  onChange: (file: File) => void;
  disabled?: boolean;
}

/** Chooses the file to import, from the file chooser or dropped on it; anything else is refused with a word why. */
export function GedcomFilePicker({ file, onChange, disabled }: GedcomFilePickerProps) {
  const { t } = useTranslation('gedcom');
  const inputId = useId();
  const [refused, setRefused] = useState(false);
  const [over, setOver] = useState(false);

  const take = (chosen: File | undefined) => {
    if (!chosen) return;
    const ok = isGedcomFile(chosen);
    setRefused(!ok);
    if (ok) onChange(chosen);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files?.[0]);
    event.target.value = '';
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };

  return (
    <Box>
      <Box
        data-testid="gedcom-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: refused ? 'error.main' : over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : undefined,
          borderRadius: 2,
          p: 2,
          display: 'grid',
          gap: 1.5,
          justifyItems: 'center',
          textAlign: 'center',
        }}
      >
        {file ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {file.name} · {formatFileSize(file.size)}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('picker.drop')}
          </Typography>
        )}
        <Button component="label" htmlFor={inputId} variant={file ? 'outlined' : 'contained'} startIcon={<UploadFileRoundedIcon />} disabled={disabled}>
          {file ? t('picker.chooseAnother') : t('picker.choose')}
          <input id={inputId} type="file" accept={GEDCOM_ACCEPT} hidden onChange={choose} aria-label={t('picker.label')} disabled={disabled} />
        </Button>
      </Box>
      <FormHelperText error={refused} sx={{ mx: 1.75 }}>
        {refused ? t('picker.wrongFile') : t('picker.help')}
      </FormHelperText>
    </Box>
  );
}
