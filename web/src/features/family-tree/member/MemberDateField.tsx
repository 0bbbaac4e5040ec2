import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DISPLAY_DATE } from '../../../lib/dates';

interface MemberDateFieldProps {
  label: string;
  name: string;
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  error?: string;
  /** The earliest day that may be chosen. */
  minDate?: Dayjs | null;
}

/** An optional past date, such as a date of death. */
export function MemberDateField({ label, name, value, onChange, error, minDate }: MemberDateFieldProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        name={name}
        value={value}
        onChange={(next) => onChange(next)}
        format={DISPLAY_DATE}
        disableFuture
        minDate={minDate?.isValid() ? minDate : undefined}
        openTo="year"
        views={['year', 'month', 'day']}
        slotProps={{
          textField: { fullWidth: true, error: Boolean(error), helperText: error },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
