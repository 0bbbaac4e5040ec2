import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FingerprintRoundedIcon from '@mui/icons-material/FingerprintRounded';
import { browser } from './browser';

/** Signs in with a passkey; not shown where the browser has no passkey support. */
export function PasskeyButton({ disabled, onPasskey }: { disabled: boolean; onPasskey: () => Promise<void> }) {
  const { t } = useTranslation('signIn');
  const [busy, setBusy] = useState(false);
  if (!browser.supportsPasskeys()) return null;
  const run = async () => {
    setBusy(true);
    try {
      await onPasskey();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size="large"
      fullWidth
      disabled={disabled || busy}
      onClick={() => void run()}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <FingerprintRoundedIcon />}
    >
      {t('passkey.signIn')}
    </Button>
  );
}
