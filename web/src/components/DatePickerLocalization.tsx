import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
// Registers dayjs's Spanish month and day names (without making them the default) so a picker never
// waits for lib/i18n/followLanguage to load them.
import 'dayjs/locale/es';

/** The date pickers' own words (toolbar, buttons, labels of the calendar) for each language but English. */
const pickerTexts = {
  es: esES.components.MuiLocalizationProvider.defaultProps.localeText,
} as const;

/**
 * The setting of MUI's date pickers: dayjs dates, with the month and day names and the pickers' own
 * words in the reader's language (lib/i18n/followLanguage loads dayjs's words); it renders again
 * when the language changes.
 */
export function DatePickerLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language ?? 'en').split('-')[0];
  const localeText = language in pickerTexts ? pickerTexts[language as keyof typeof pickerTexts] : undefined;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
