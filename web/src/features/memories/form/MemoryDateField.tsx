import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DISPLAY_DATE } from '../../../lib/dates';

interface MemoryDateFieldProps {
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  onBlur?: () => void;
  error?: string;
}

/** When what the memory shows happened: optional, not in the future. */
export function MemoryDateField({ value, onChange, onBlur, error }: MemoryDateFieldProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Event date (optional)"
        name="eventDate"
        value={value}
        onChange={(next) => onChange(next)}
        format={DISPLAY_DATE}
        disableFuture
        slotProps={{
          textField: { fullWidth: true, error: Boolean(error), helperText: error ?? 'When it happened.', onBlur },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
