import { useCallback, type ReactNode } from 'react';
import { SnackbarProvider, useSnackbar, type VariantType } from 'notistack';
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

/** One toast at a time, bottom right on wide screens, never wider than 420 px. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      style={{ maxWidth: 420 }}
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
