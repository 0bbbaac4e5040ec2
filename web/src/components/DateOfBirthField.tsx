import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { displayDateFormat } from '../lib/dates';

interface DateOfBirthFieldProps {
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  onBlur?: () => void;
  error?: string;
  name?: string;
}

/** An optional date of birth: a date picker that refuses days in the future. */
export function DateOfBirthField({ value, onChange, onBlur, error, name = 'dateOfBirth' }: DateOfBirthFieldProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Date of birth (optional)"
        name={name}
        value={value}
        onChange={(next) => onChange(next)}
        format={displayDateFormat()}
        disableFuture
        openTo="year"
        views={['year', 'month', 'day']}
        slotProps={{
          textField: { fullWidth: true, error: Boolean(error), helperText: error, onBlur },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
