import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { displayDateFormat } from '../lib/dates';
import { DatePickerLocalization } from './DatePickerLocalization';

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
  const { t } = useTranslation('common');
  return (
    <DatePickerLocalization>
      <DatePicker
        label={t('eventDate.label')}
        name="eventDate"
        value={value}
        onChange={(next) => onChange(next)}
        format={displayDateFormat()}
        disableFuture={disableFuture}
        slotProps={{
          textField: { fullWidth: true, error: Boolean(error), helperText: error ?? t('eventDate.hint'), onBlur },
          field: { clearable: true },
        }}
      />
    </DatePickerLocalization>
  );
}
