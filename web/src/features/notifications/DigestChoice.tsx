import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { DigestFrequency } from '../../gql/graphql';
import { tKey } from '../../lib/i18n';

const CHOICES: { value: DigestFrequency; label: string }[] = [
  { value: 'off', label: tKey('digest.off') },
  { value: 'daily', label: tKey('digest.daily') },
  { value: 'weekly', label: tKey('digest.weekly') },
];

interface DigestChoiceProps {
  value: DigestFrequency;
  emailAvailable: boolean;
  onChange: (value: DigestFrequency) => void;
}

/** How often unread notifications are also e-mailed; disabled, and saying why, on a server without e-mail. */
export function DigestChoice({ value, emailAvailable, onChange }: DigestChoiceProps) {
  const { t } = useTranslation('notifications');
  return (
    <FormControl component="fieldset" disabled={!emailAvailable}>
      <FormLabel component="legend" id="digest-label" sx={{ fontWeight: 700, color: 'text.primary', '&.Mui-disabled': { color: 'text.primary' } }}>
        {t('digest.title')}
      </FormLabel>
      <RadioGroup row aria-labelledby="digest-label" value={value} onChange={(event) => onChange(event.target.value as DigestFrequency)}>
        {CHOICES.map((choice) => (
          <FormControlLabel key={choice.value} value={choice.value} control={<Radio />} label={t(choice.label)} />
        ))}
      </RadioGroup>
      <FormHelperText sx={{ mx: 0 }}>
        {emailAvailable ? t('digest.help') : t('digest.noEmail')}
      </FormHelperText>
    </FormControl>
  );
}
