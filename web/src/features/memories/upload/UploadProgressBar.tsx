import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatNumber } from '../../../lib/i18n';
import { formatFileSize } from '../memoryText';
import type { UploadProgress } from '../uploadMemoryRequest';
import type { UploadPhase } from './useMemoryUpload';

interface UploadProgressBarProps {
  phase: UploadPhase;
  progress: UploadProgress | null;
  onCancel: () => void;
}

/** How much of the upload has gone, in percent and megabytes, with a way to stop it. */
export function UploadProgressBar({ phase, progress, onCancel }: UploadProgressBarProps) {
  const { t } = useTranslation('memories');
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  const text =
    phase === 'preparing' || !progress
      ? t('progress.preparing')
      : t('progress.sent', { percent: formatNumber(percent), loaded: formatFileSize(progress.loaded, progress.total), total: formatFileSize(progress.total) });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, width: '100%' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <LinearProgress
          variant={phase === 'sending' && progress ? 'determinate' : 'indeterminate'}
          value={percent}
          aria-label={t('progress.label')}
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Typography variant="caption" color="text.secondary" component="p" role="status" sx={{ mt: 0.5 }}>
          {text}
        </Typography>
      </Box>
      <Button color="inherit" onClick={onCancel}>
        {t('progress.cancel')}
      </Button>
    </Box>
  );
}
