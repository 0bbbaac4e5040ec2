import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import PhotoCameraRoundedIcon from '@mui/icons-material/PhotoCameraRounded';
import { IMAGE_ACCEPT, imageFileProblem } from '../lib/images';
import { UserAvatar } from './UserAvatar';

interface ImagePickerProps {
  /** The newly chosen image, if any. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The photo already saved, shown until another is chosen. */
  currentUrl?: string | null;
  /** Called when the user asks to remove the saved photo; the button shows only when given. */
  onRemoveCurrent?: () => void;
  firstName?: string | null;
  lastName?: string | null;
  name: string;
  error?: string;
  label?: string;
}

/** Chooses a profile photo: images only, previewed before saving. */
export function ImagePicker({
  file,
  onChange,
  currentUrl,
  onRemoveCurrent,
  firstName,
  lastName,
  name,
  error,
  label: givenLabel,
}: ImagePickerProps) {
  const { t } = useTranslation('common');
  const label = givenLabel ?? t('imagePicker.label');
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const previewUrl = file && preview?.file === file ? preview.url : null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const reason = imageFileProblem(chosen);
    setProblem(reason);
    if (preview) URL.revokeObjectURL(preview.url);
    setPreview(reason ? null : { file: chosen, url: URL.createObjectURL(chosen) });
    onChange(reason ? null : chosen);
  };

  const message = problem ?? error;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 2, sm: 2.5 } }}>
      <UserAvatar
        name={name}
        firstName={firstName}
        lastName={lastName}
        imageUrl={previewUrl ?? currentUrl}
        size={88}
        sx={{ width: { xs: 64, sm: 88 }, height: { xs: 64, sm: 88 }, fontSize: { xs: 26, sm: 35 }, flexShrink: 0 }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" gutterBottom>
          {label}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component="label" htmlFor={inputId} variant="outlined" size="small" startIcon={<PhotoCameraRoundedIcon />}>
            {file || currentUrl ? t('imagePicker.change') : t('imagePicker.choose')}
            <input id={inputId} type="file" accept={IMAGE_ACCEPT} hidden onChange={choose} aria-label={label} />
          </Button>
          {file && (
            <Button size="small" color="inherit" onClick={() => onChange(null)}>
              {t('imagePicker.undo')}
            </Button>
          )}
          {!file && currentUrl && onRemoveCurrent && (
            <Button size="small" color="inherit" onClick={onRemoveCurrent}>
              {t('imagePicker.remove')}
            </Button>
          )}
        </Box>
        {file && (
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }} noWrap>
            {file.name}
          </Typography>
        )}
        <FormHelperText error={Boolean(message)}>{message ?? t('imagePicker.hint')}</FormHelperText>
      </Box>
    </Box>
  );
}
