import { useMemo } from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

interface StartPickerProps {
  trees: { id: string; name: string }[];
  treeId: string;
  onTree: (id: string) => void;
  /** The people to start at (those of the whole tree, by name), and who is chosen (null: the whole tree). */
  people: { id: string; name: string }[];
  fromId: string | null;
  fromName: string | null;
  onFrom: (id: string | null) => void;
}

interface Choice {
  id: string | null;
  name: string;
}

/** A large tree lists the first matches only, as the name is typed. */
const filterOptions = createFilterOptions<Choice>({ limit: 50, stringify: (o) => o.name });

/** Which tree, and where to start: the whole tree or a person (their descendants). */
export function StartPicker({ trees, treeId, onTree, people, fromId, fromName, onFrom }: StartPickerProps) {
  const { t } = useTranslation('animated-timeline');
  const whole: Choice = useMemo(() => ({ id: null, name: t('from.whole') }), [t]);
  const options = useMemo<Choice[]>(() => [whole, ...people.map((p) => ({ id: p.id, name: p.name }))], [whole, people]);
  const value = fromId ? (options.find((o) => o.id === fromId) ?? { id: fromId, name: fromName ?? '' }) : whole;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      {trees.length > 1 && (
        <TextField select size="small" label={t('tree.label')} value={treeId} onChange={(event) => onTree(event.target.value)} sx={{ minWidth: 200 }}>
          {trees.map((tree) => (
            <MenuItem key={tree.id} value={tree.id}>
              {tree.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Autocomplete<Choice, false, true>
        size="small"
        disableClearable
        options={options}
        filterOptions={filterOptions}
        value={value}
        onChange={(_event, choice) => onFrom(choice.id)}
        getOptionLabel={(o) => (o.id ? t('from.descendants', { name: o.name }) : o.name)}
        getOptionKey={(o) => o.id ?? 'whole'}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => <TextField {...params} label={t('from.label')} />}
        sx={{ minWidth: 280, flexGrow: 1, maxWidth: 480 }}
      />
    </Stack>
  );
}
