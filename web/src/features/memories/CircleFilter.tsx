import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { MemoryCirclesQuery } from '../../gql/graphql';

interface CircleFilterProps {
  circles: MemoryCirclesQuery['circles'] | undefined;
  value: string | null;
  onChange: (circleId: string | null) => void;
}

const ALL = 'all';

/** Shows the memories of all the viewer's circles, or of one. */
export function CircleFilter({ circles, value, onChange }: CircleFilterProps) {
  const { t } = useTranslation('memories');
  const known = Boolean(value && circles?.some((c) => c.id === value));
  return (
    <TextField
      select
      id="memories-circle-filter"
      label={t('filter.circle')}
      size="small"
      value={known && value ? value : ALL}
      onChange={(event) => onChange(event.target.value === ALL ? null : event.target.value)}
      sx={{ minWidth: 220, maxWidth: '100%' }}
    >
      <MenuItem value={ALL}>{t('filter.allCircles')}</MenuItem>
      {(circles ?? []).map((circle) => (
        <MenuItem key={circle.id} value={circle.id}>
          {circle.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
