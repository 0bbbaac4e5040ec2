import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MaterialDesignContent, SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { styled } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';

import type { Toast } from './toast';

function ToastContent({ title, text }: Toast) {
  return (
    <Box>
      <Typography component="div" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {text && (
        <Typography component="div" variant="body2">
          {text}
        </Typography>
      )}
    </Box>
  );
}

const ToastBody = styled(MaterialDesignContent)(({ theme }) => ({
  borderRadius: 14,
  [theme.breakpoints.up('sm')]: { maxWidth: 420 },
  // Keep Dismiss beside the text: by default it wraps to a row of its own on a phone.
  '&&': { flexWrap: 'nowrap' },
  '& > #notistack-snackbar': { flex: '1 1 auto', minWidth: 0 },
  '& > #notistack-snackbar + div': { paddingLeft: 8 },
  boxShadow: '0 8px 24px rgba(47, 36, 31, 0.18)',
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.secondary.dark },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.dark },
  '&.notistack-MuiContent-default': { backgroundColor: theme.palette.text.primary },
}));

const toastComponents = { default: ToastBody, success: ToastBody, error: ToastBody, info: ToastBody, warning: ToastBody };

function DismissButton({ id }: { id: SnackbarKey }) {
  const { t } = useTranslation('common');
  const { closeSnackbar } = useSnackbar();
  return (
    <IconButton size="small" color="inherit" aria-label={t('toast.dismiss')} onClick={() => closeSnackbar(id)}>
      <CloseRoundedIcon fontSize="small" />
    </IconButton>
  );
}

/** A toast's own button (Undo …), then Dismiss. */
function ToastActions({ id, action }: { id: SnackbarKey; action: NonNullable<Toast['action']> }) {
  const { closeSnackbar } = useSnackbar();
  return (
    <>
      <Button
        size="small"
        color="inherit"
        sx={{ fontWeight: 700, textDecoration: 'underline' }}
        onClick={() => {
          closeSnackbar(id);
          action.onClick();
        }}
      >
        {action.label}
      </Button>
      <DismissButton id={id} />
    </>
  );
}

type ShowsToasts = (show: (toast: Toast) => void) => void;

/** Gives ToastProvider what shows a toast, once the toasts' provider is there. */
function Ready({ onReady }: { onReady: ShowsToasts }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    onReady((toast) => {
      const { action } = toast;
      enqueueSnackbar(<ToastContent {...toast} />, {
        variant: toast.variant ?? 'default',
        ...(action ? { action: (id: SnackbarKey) => <ToastActions id={id} action={action} />, autoHideDuration: 10000 } : {}),
      });
    });
  }, [onReady, enqueueSnackbar]);
  return null;
}

/**
 * One toast at a time, never wider than 420 px. Bottom left on wide screens, clear of the
 * right-aligned primary actions (the profile editor's sticky Save Changes); full width on phones,
 * where its Dismiss button frees what it covers without waiting for it to hide. Loaded with the
 * first toast (see ToastProvider); `onReady` gets what shows one.
 */
export function Toaster({ onReady }: { onReady: ShowsToasts }) {
  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      Components={toastComponents}
      action={(id) => <DismissButton id={id} />}
    >
      <Ready onReady={onReady} />
    </SnackbarProvider>
  );
}
