import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { displayDateFormat } from '../lib/dates';
import { DatePickerLocalization } from './DatePickerLocalization';

interface DateOfBirthFieldProps {
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  onBlur?: () => void;
  error?: string;
  name?: string;
}

/** An optional date of birth: a date picker that refuses days in the future. */
export function DateOfBirthField({ value, onChange, onBlur, error, name = 'dateOfBirth' }: DateOfBirthFieldProps) {
  const { t } = useTranslation('common');
  return (
    <DatePickerLocalization>
      <DatePicker
        label={t('dateOfBirth.label')}
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
    </DatePickerLocalization>
  );
}
