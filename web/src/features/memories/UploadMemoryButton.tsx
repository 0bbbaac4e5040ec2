import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button, { type ButtonProps } from '@mui/material/Button';
import CloudUploadRoundedIcon from '@mui/icons-material/CloudUploadRounded';
import { UploadMemoryDialog } from './upload/UploadMemoryDialog';

interface UploadMemoryButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'> {
  /** The circle chosen at first. */
  circleId?: string;
}

/** "Upload Memory" and the dialog it opens. */
export function UploadMemoryButton({ circleId, variant = 'contained', ...props }: UploadMemoryButtonProps) {
  const { t } = useTranslation('memories');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} startIcon={<CloudUploadRoundedIcon />} onClick={() => setOpen(true)} {...props}>
        {t('upload.button')}
      </Button>
      {open && <UploadMemoryDialog open onClose={() => setOpen(false)} circleId={circleId} />}
    </>
  );
}
