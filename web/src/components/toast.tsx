import { useCallback, type ReactNode } from 'react';
import { MaterialDesignContent, SnackbarProvider, useSnackbar, type VariantType } from 'notistack';
import { styled } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface Toast {
  title: string;
  text?: string;
  variant?: VariantType;
}

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
  boxShadow: '0 8px 24px rgba(47, 36, 31, 0.18)',
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.secondary.dark },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.dark },
  '&.notistack-MuiContent-default': { backgroundColor: theme.palette.text.primary },
}));

const toastComponents = { default: ToastBody, success: ToastBody, error: ToastBody, info: ToastBody, warning: ToastBody };

/** One toast at a time, bottom right on wide screens, never wider than 420 px. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={toastComponents}
    >
      {children}
    </SnackbarProvider>
  );
}

export function useToast(): (toast: Toast) => void {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (toast: Toast) => {
      enqueueSnackbar(<ToastContent {...toast} />, { variant: toast.variant ?? 'default' });
    },
    [enqueueSnackbar],
  );
}
