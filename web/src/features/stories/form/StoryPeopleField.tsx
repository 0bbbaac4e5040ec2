import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { PersonChoice } from './storyForm';
import { usePeopleChoices } from './usePeopleChoices';

interface StoryPeopleFieldProps {
  value: PersonChoice[];
  onChange: (value: PersonChoice[]) => void;
  error?: string;
}

/** The people a story is about: any number, from any of the viewer's trees. */
export function StoryPeopleField({ value, onChange, error }: StoryPeopleFieldProps) {
  const [open, setOpen] = useState(false);
  const people = usePeopleChoices(open);
  // Chosen people stay listed when another tree is shown, so they can be seen and removed.
  const options = [...value, ...people.options.filter((o) => !value.some((v) => v.id === o.id))];

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {people.trees.length > 1 && people.treeId && (
        <TextField select id="taggedPeople-tree" label="Family tree" size="small" value={people.treeId} onChange={(event) => people.setTreeId(event.target.value)}>
          {people.trees.map((tree) => (
            <MenuItem key={tree.id} value={tree.id}>
              {tree.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Autocomplete
        id="taggedPeople"
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
        noOptionsText={people.noOptionsText}
        renderInput={(params) => (
          <TextField {...params} label="Tag people (optional)" error={Boolean(error)} helperText={error ?? 'Who the story is about, from your family trees.'} />
        )}
      />
    </Box>
  );
}
