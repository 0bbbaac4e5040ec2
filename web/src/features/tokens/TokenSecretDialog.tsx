import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ShownOnceDialog } from '../../components/ShownOnceDialog';

interface TokenSecretDialogProps {
  open: boolean;
  token: string;
  name: string;
  onClose: () => void;
  /** After the closing transition: the secret can be forgotten. */
  onClosed: () => void;
}

/** Shows a new token's secret, the only time it is ever shown. */
export function TokenSecretDialog({ open, token, name, onClose, onClosed }: TokenSecretDialogProps) {
  return (
    <ShownOnceDialog
      open={open}
      title={<>Your new token “{name}”</>}
      what="token"
      value={token}
      after={
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Send it with each API request as the header{' '}
          <Box component="code" sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}>
            Authorization: Bearer &lt;token&gt;
          </Box>
          .
        </Typography>
      }
      onClose={onClose}
      onClosed={onClosed}
    />
  );
}
