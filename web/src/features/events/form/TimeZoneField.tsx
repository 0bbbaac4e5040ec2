import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { timeZoneChoices } from '../../../lib/zonedTime';

interface TimeZoneFieldProps {
  value: string;
  onChange: (zone: string) => void;
  onBlur: () => void;
  error?: string;
}

/** The zone the event's times are read in: type a few letters of a city to find it. */
export function TimeZoneField({ value, onChange, onBlur, error }: TimeZoneFieldProps) {
  const { t } = useTranslation('events');
  const zones = useMemo(() => timeZoneChoices(), []);
  return (
    <Autocomplete
      id="timeZone"
      options={zones}
      value={value || null}
      onChange={(_, zone) => onChange(zone ?? '')}
      onBlur={onBlur}
      getOptionLabel={(zone) => zone.replaceAll('_', ' ')}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          name="timeZone"
          label={t('form.timeZone')}
          required
          error={Boolean(error)}
          helperText={error ?? t('form.timeZoneHelp')}
        />
      )}
    />
  );
}
