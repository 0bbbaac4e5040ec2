import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { TreeSelect } from './TreeSelect';
import { noPeopleText, usePeopleOptions, type PersonChoice } from './usePeopleOptions';

interface PersonPickerProps {
  id: string;
  label: string;
  value: PersonChoice | null;
  onChange: (value: PersonChoice | null) => void;
  /** People who may not be chosen (already tagged). */
  excludeIds?: string[];
  autoFocus?: boolean;
}

/** Chooses one person of the viewer's trees, searching by name as the user types. */
export function PersonPicker({ id, label, value, onChange, excludeIds = [], autoFocus }: PersonPickerProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const people = usePeopleOptions(open);
  const options = people.options.filter((o) => !excludeIds.includes(o.id));
  if (value && !options.some((o) => o.id === value.id)) options.unshift(value);

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <TreeSelect people={people} id={`${id}-tree`} />
      <Autocomplete
        id={id}
        sx={{ flex: '1 1 200px' }}
        size="small"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        value={value}
        onChange={(_, next) => onChange(next)}
        onInputChange={(_, text, reason) => people.setTyped(reason === 'input' ? text : '')}
        options={options}
        filterOptions={(o) => o}
        getOptionLabel={(o) => o.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={people.loading}
        noOptionsText={noPeopleText(people)}
        loadingText={t('autocomplete.loading')}
        openText={t('autocomplete.open')}
        closeText={t('autocomplete.close')}
        clearText={t('autocomplete.clear')}
        renderInput={(params) => <TextField {...params} label={label} autoFocus={autoFocus} />}
      />
    </Box>
  );
}
