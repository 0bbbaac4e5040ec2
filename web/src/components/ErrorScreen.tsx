import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import { revealApp } from '../session/drawnPage';

interface ErrorScreenProps {
  onRetry: () => void;
  title?: string;
  text?: string;
  /** Fill the window (no app around it) or only the page area. */
  fullHeight?: boolean;
}

/** Shown when the app cannot reach the server, or cannot load a screen. */
export function ErrorScreen({
  onRetry,
  title,
  text,
  fullHeight = true,
}: ErrorScreenProps) {
  const { t } = useTranslation('common');
  // A failure is shown at once, in place of a page the server drew.
  useEffect(revealApp, []);
  return (
    <Box sx={{ minHeight: fullHeight ? '100vh' : 320, display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box sx={{ maxWidth: 420 }}>
        <CloudOffRoundedIcon color="primary" sx={{ fontSize: 56, mb: 2 }} />
        <Typography variant="h5" component="h1" gutterBottom>
          {title ?? t('errorScreen.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {text ?? t('errorScreen.text')}
        </Typography>
        <Button variant="contained" onClick={onRetry}>
          {t('action.tryAgain')}
        </Button>
      </Box>
    </Box>
  );
}
