import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { DigestFrequency } from '../../gql/graphql';

const CHOICES: { value: DigestFrequency; label: string }[] = [
  { value: 'off', label: 'Off' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];

export const NO_EMAIL_TEXT = 'E-mail is not set up on this server, so digests cannot be sent.';

interface DigestChoiceProps {
  value: DigestFrequency;
  emailAvailable: boolean;
  onChange: (value: DigestFrequency) => void;
}

/** How often unread notifications are also e-mailed; disabled, and saying why, on a server without e-mail. */
export function DigestChoice({ value, emailAvailable, onChange }: DigestChoiceProps) {
  return (
    <FormControl component="fieldset" disabled={!emailAvailable}>
      <FormLabel component="legend" id="digest-label" sx={{ fontWeight: 700, color: 'text.primary' }}>
        E-mail digest
      </FormLabel>
      <RadioGroup row aria-labelledby="digest-label" value={value} onChange={(event) => onChange(event.target.value as DigestFrequency)}>
        {CHOICES.map((choice) => (
          <FormControlLabel key={choice.value} value={choice.value} control={<Radio />} label={choice.label} />
        ))}
      </RadioGroup>
      <FormHelperText sx={{ mx: 0 }}>
        {emailAvailable ? 'Your unread notifications, gathered in one e-mail.' : NO_EMAIL_TEXT}
      </FormHelperText>
    </FormControl>
  );
}
