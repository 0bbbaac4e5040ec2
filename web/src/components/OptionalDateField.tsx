import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { displayDateFormat } from '../lib/dates';

interface OptionalDateFieldProps {
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  onBlur?: () => void;
  error?: string;
  /** Refuses days after today. */
  disableFuture?: boolean;
}

/** When something happened: optional and clearable, shown like the rest of the app's dates. */
export function OptionalDateField({ value, onChange, onBlur, error, disableFuture }: OptionalDateFieldProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Event date (optional)"
        name="eventDate"
        value={value}
        onChange={(next) => onChange(next)}
        format={displayDateFormat()}
        disableFuture={disableFuture}
        slotProps={{
          textField: { fullWidth: true, error: Boolean(error), helperText: error ?? 'When it happened.', onBlur },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
