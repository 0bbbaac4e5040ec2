import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { TreeSelect } from './TreeSelect';
import { noPeopleText, usePeopleOptions, type PersonChoice } from './usePeopleOptions';

interface PeopleFieldProps {
  id: string;
  label: string;
  /** Says what the people are chosen for, while there is no error to show. */
  hint: string;
  value: PersonChoice[];
  onChange: (value: PersonChoice[]) => void;
  error?: string;
}

/** Any number of people from any of the viewer's trees, searched by name as the user types. */
export function PeopleField({ id, label, hint, value, onChange, error }: PeopleFieldProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const people = usePeopleOptions(open);
  // Chosen people stay listed when another tree is shown, so they can be seen and removed.
  const options = [...value, ...people.options.filter((o) => !value.some((v) => v.id === o.id))];

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TreeSelect people={people} id={`${id}-tree`} />
      <Autocomplete
        id={id}
        multiple
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        value={value}
        onChange={(_, next) => onChange(next)}
        onInputChange={(_, text, reason) => people.setTyped(reason === 'input' ? text : '')}
        options={options}
        filterOptions={(o) => o}
        filterSelectedOptions
        getOptionLabel={(o) => o.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={people.loading}
        noOptionsText={noPeopleText(people)}
        loadingText={t('autocomplete.loading')}
        openText={t('autocomplete.open')}
        closeText={t('autocomplete.close')}
        clearText={t('autocomplete.clear')}
        renderInput={(params) => (
          <TextField {...params} label={label} error={Boolean(error)} helperText={error ?? hint} />
        )}
      />
    </Box>
  );
}
