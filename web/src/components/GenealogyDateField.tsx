import { useMemo, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { formatDate, parseOptionalDate } from '../../../shared/dates/index.ts';
import { currentLanguage } from '../lib/i18n';

interface GenealogyDateFieldProps {
  label: string;
  name: string;
  /** The text as typed; the API stores what it understands of it. */
  value: string;
  onChange: (text: string) => void;
  /** Receives the input's blur event, so Formik's `handleBlur` can be passed as it is. */
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** An error from the form or the server; shown instead of anything else. */
  error?: string;
  /** Shows a problem with the text as if the field had been left (e.g. Formik's `touched` after a submit). */
  touched?: boolean;
  /** Replaces the hint shown while the field is empty. */
  helperText?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
}

/**
 * A date as people write it in family records ("abt 1850", "between 1848 and 1852", "March 12, 1850").
 * Beneath it, the field says how it understood the text as it is typed; a problem waits until the
 * field is left, so half-typed dates are not called wrong.
 */
export function GenealogyDateField({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  touched = false,
  helperText,
  id,
  required,
  disabled,
  fullWidth = true,
}: GenealogyDateFieldProps) {
  const { t } = useTranslation('common');
  const [left, setLeft] = useState(false);
  const reading = useMemo(() => parseOptionalDate(value), [value]);
  const problem = !reading.ok && (left || touched) ? reading.problem : undefined;
  const message = error ?? problem;
  const understood = reading.ok && reading.date ? t('genealogyDate.understood', { date: formatDate(reading.date, currentLanguage()) }) : undefined;

  return (
    <TextField
      id={id ?? name}
      name={name}
      label={label}
      value={value}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
      onBlur={(event) => {
        setLeft(true);
        onBlur?.(event);
      }}
      error={Boolean(message)}
      helperText={message ?? understood ?? helperText ?? t('genealogyDate.hint')}
    />
  );
}
