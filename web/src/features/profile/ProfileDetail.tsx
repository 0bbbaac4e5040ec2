import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One labelled value of the profile; "Not provided" when empty. */
export function ProfileDetail({ label, children }: { label: string; children?: ReactNode }) {
  const { t } = useTranslation('profile');
  const empty = children === null || children === undefined || children === '';
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt" sx={{ fontWeight: 600, letterSpacing: '0.02em' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body1"
        sx={{
          m: 0,
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          // Muted but readable: the disabled grey is too faint for text a user has to read.
          ...(empty ? { color: 'text.secondary', fontStyle: 'italic' } : { color: 'text.primary' }),
        }}
      >
        {empty ? t('detail.notProvided') : children}
      </Typography>
    </Box>
  );
}
