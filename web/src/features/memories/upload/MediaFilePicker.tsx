import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateRoundedIcon from '@mui/icons-material/AddPhotoAlternateRounded';
import { useToast } from '../../../components/toast';
import { formatFileSize, invalidFileType, MEDIA_ACCEPT, mediaKindOf } from '../memoryText';

interface MediaFilePickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  disabled?: boolean;
}

/** Chooses the photo or video, refusing anything else, and shows it before it is sent. */
export function MediaFilePicker({ file, onChange, error, disabled }: MediaFilePickerProps) {
  const { t } = useTranslation('memories');
  const inputId = useId();
  const toast = useToast();
  const [refused, setRefused] = useState(false);
  const [shown, setShown] = useState<{ file: File; url: string } | null>(null);
  const preview = file && shown?.file === file ? shown.url : null;
  const kind = file ? mediaKindOf(file) : null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    // A refused file leaves the one chosen before in place.
    const ok = mediaKindOf(chosen) !== null;
    setRefused(!ok);
    if (!ok) return toast({ ...invalidFileType(), variant: 'error' });
    if (shown) URL.revokeObjectURL(shown.url);
    setShown({ file: chosen, url: URL.createObjectURL(chosen) });
    onChange(chosen);
  };

  const message = refused ? t('toast.invalidFileType.text') : error;
  return (
    <Box>
      <Box
        sx={{ border: 2, borderStyle: 'dashed', borderColor: message ? 'error.main' : 'divider', borderRadius: 2, p: 2, display: 'grid', gap: 1.5, justifyItems: 'center', textAlign: 'center' }}
      >
        {preview && kind === 'image' && <Box component="img" src={preview} alt={t('picker.photoPreview')} sx={{ maxWidth: '100%', maxHeight: 240, borderRadius: 1 }} />}
        {preview && kind === 'video' && <Box component="video" src={preview} controls muted playsInline aria-label={t('picker.videoPreview')} sx={{ maxWidth: '100%', maxHeight: 240, borderRadius: 1 }} />}
        {file && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {file.name} · {formatFileSize(file.size)}
          </Typography>
        )}
        <Button component="label" htmlFor={inputId} variant={file ? 'outlined' : 'contained'} startIcon={<AddPhotoAlternateRoundedIcon />} disabled={disabled}>
          {file ? t('picker.chooseAnother') : t('picker.choose')}
          <input id={inputId} type="file" accept={MEDIA_ACCEPT} hidden onChange={choose} aria-label={t('picker.inputLabel')} disabled={disabled} />
        </Button>
      </Box>
      <FormHelperText error={Boolean(message)} sx={{ mx: 1.75 }}>
        {message ?? t('picker.hint')}
      </FormHelperText>
    </Box>
  );
}
