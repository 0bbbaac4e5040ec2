import type { Dayjs } from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { displayDateFormat } from '../../../lib/dates';
import { currentLanguage } from '../../../lib/i18n';

/** The pickers' day and time: "Jun 14, 2027 3:00 PM" in English, "14 jun 2027 15:00" in Spanish. */
export const displayDateTimeFormat = () => `${displayDateFormat()} ${currentLanguage() === 'en' ? 'h:mm A' : 'HH:mm'}`;

interface EventTimeFieldProps {
  name: string;
  label: string;
  value: Dayjs | null;
  /** Whole days: a date picker, no time. */
  allDay: boolean;
  required?: boolean;
  onChange: (value: Dayjs | null) => void;
  onBlur: () => void;
  error?: string;
  helperText?: string;
}

/** When an event starts or ends: a day and a time, or only a day for an all-day event. */
export function EventTimeField({ name, label, value, allDay, required, onChange, onBlur, error, helperText }: EventTimeFieldProps) {
  const slotProps = {
    textField: { fullWidth: true, required, error: Boolean(error), helperText: error ?? helperText, onBlur },
    field: { clearable: !required },
  };
  return allDay ? (
    <DatePicker label={label} name={name} value={value} onChange={onChange} format={displayDateFormat()} slotProps={slotProps} />
  ) : (
    <DateTimePicker label={label} name={name} value={value} onChange={onChange} format={displayDateTimeFormat()} slotProps={slotProps} />
  );
}
