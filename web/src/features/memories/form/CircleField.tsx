import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import type { MemoryCirclesQuery } from '../../../gql/graphql';

type Circle = MemoryCirclesQuery['circles'][number];

interface CircleFieldProps {
  circles: Circle[] | undefined;
  loading: boolean;
  /** Asks for the circles again after they failed to load. */
  onRetry?: () => void;
  value: string;
  onChange: (circleId: string) => void;
  onBlur?: () => void;
  error?: string;
}

/** Which of the viewer's circles the memory is shared in; a hint to create one when there is none. */
export function CircleField({ circles, loading, onRetry, value, onChange, onBlur, error }: CircleFieldProps) {
  const { t } = useTranslation('memories');
  if (!circles && !loading && onRetry) {
    return (
      <Box sx={{ gridColumn: '1 / -1' }}>
        <QueryErrorAlert message={t('circle.loadFailed')} onRetry={onRetry} />
      </Box>
    );
  }
  if (circles && circles.length === 0) {
    return (
      <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
        <AlertTitle>{t('circle.noneTitle')}</AlertTitle>
        {t('circle.noneText')}
      </Alert>
    );
  }
  return (
    <TextField
      select
      id="circleId"
      name="circleId"
      label={t('circle.label')}
      required
      value={circles ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      disabled={!circles}
      error={Boolean(error)}
      helperText={error ?? (loading && !circles ? t('circle.loading') : t('circle.hint'))}
    >
      {(circles ?? []).map((circle) => (
        <MenuItem key={circle.id} value={circle.id}>
          {circle.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
