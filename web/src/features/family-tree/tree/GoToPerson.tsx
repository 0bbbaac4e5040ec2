import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import type { PlacedPerson, TreeLayout } from './layout';
import { fullNameOf, lifeSpanOf } from './personLabels';

interface PersonOption {
  id: string;
  name: string;
  person: PlacedPerson['person'];
  /** The name lower-cased and without accents, as typed text is compared. */
  key: string;
}

const MAX_SHOWN = 50;
const searchKey = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** The options whose name holds the typed text, in chart order; at most MAX_SHOWN, found without scanning on. */
function matching(options: readonly PersonOption[], typed: string): PersonOption[] {
  const wanted = searchKey(typed.trim());
  if (!wanted) return [];
  const found: PersonOption[] = [];
  for (const option of options) {
    if (option.key.includes(wanted) && found.push(option) >= MAX_SHOWN) break;
  }
  return found;
}

interface GoToPersonProps {
  layout: TreeLayout;
  onChoose: (id: string) => void;
}

/** Finds someone in the chart by name; choosing them moves the chart to them. */
export const GoToPerson = memo(function GoToPerson({ layout, onChoose }: GoToPersonProps) {
  const { t } = useTranslation('familyTree');
  const [typed, setTyped] = useState('');
  // The names are indexed once the field is first used, not with every chart drawn (a whole tree
  // of a hundred thousand people would wait for it); life spans only for the names listed.
  const [used, setUsed] = useState(false);
  const options = useMemo(
    () =>
      used
        ? layout.people.map(({ id, person }) => {
            const name = person.isSelf ? t('card.you', { name: fullNameOf(person) }) : fullNameOf(person);
            return { id, name, person, key: searchKey(name) };
          })
        : [],
    [layout, used, t],
  );
  return (
    <Autocomplete<PersonOption>
      value={null}
      inputValue={typed}
      onInputChange={(_, text, reason) => {
        setUsed(true);
        setTyped(reason === 'input' ? text : '');
      }}
      onFocus={() => setUsed(true)}
      onChange={(_, chosen) => chosen && onChoose(chosen.id)}
      options={options}
      filterOptions={(all, { inputValue }) => matching(all, inputValue)}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={typed.trim() ? t('goTo.noMatch') : t('goTo.typeName')}
      forcePopupIcon={false}
      blurOnSelect
      size="small"
      renderOption={({ key, ...props }, option) => {
        const life = lifeSpanOf(option.person);
        return (
          <Box component="li" key={key} {...props} sx={{ flexDirection: 'column', alignItems: 'flex-start !important' }}>
            <Typography variant="body2">{option.name}</Typography>
            {life && (
              <Typography variant="caption" color="text.secondary">
                {life}
              </Typography>
            )}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={t('goTo.label')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('goTo.label') },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRoundedIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
    />
  );
});
