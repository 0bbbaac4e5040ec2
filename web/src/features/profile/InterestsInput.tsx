import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { formatNumber } from '../../lib/i18n';
import { MAX_INTEREST_LENGTH, MAX_INTERESTS, normalizeInterests } from './interests';

interface InterestsInputProps {
  value: string[];
  onChange: (interests: string[]) => void;
  error?: string;
}

/** Interests as chips: type one and press Enter or a comma; blanks and repeats are ignored. */
export function InterestsInput({ value, onChange, error }: InterestsInputProps) {
  const { t } = useTranslation('profile');
  const [draft, setDraft] = useState('');
  const full = value.length >= MAX_INTERESTS;

  const commit = () => {
    if (!draft.trim()) return;
    onChange(normalizeInterests([...value, ...draft.split(',')]));
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && !draft && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <Box>
      {value.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }} aria-label={t('interests.listLabel')} role="list">
          {value.map((interest) => (
            <Chip
              role="listitem"
              key={interest}
              label={interest}
              color="secondary"
              variant="outlined"
              onDelete={() => onChange(value.filter((i) => i !== interest))}
            />
          ))}
        </Box>
      )}
      <TextField
        label={t('interests.add')}
        name="interests"
        value={draft}
        disabled={full}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={commit}
        error={Boolean(error)}
        helperText={
          error ??
          (full
            ? t('interests.full', { max: formatNumber(MAX_INTERESTS) })
            : t('interests.hint', { max: formatNumber(MAX_INTERESTS), length: formatNumber(MAX_INTEREST_LENGTH) }))
        }
      />
    </Box>
  );
}
