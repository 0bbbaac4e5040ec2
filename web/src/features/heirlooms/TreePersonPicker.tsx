import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { HeirloomPeopleDocument } from './heirloomQueries';

/** A person of the heirloom's tree, as the owner fields hold them. */
export interface TreePerson {
  id: string;
  name: string;
}

interface TreePersonPickerProps {
  id: string;
  label: string;
  /** The tree whose people are listed (an heirloom's people are all of its tree). */
  treeId: string | null;
  value: TreePerson | null;
  onChange: (value: TreePerson | null) => void;
  onBlur?: () => void;
  error?: string;
  helperText?: string;
  /** People who may not be chosen (the one who has it already). */
  excludeIds?: string[];
  required?: boolean;
  autoFocus?: boolean;
}

const PAGE = 20;

/** Chooses one person of one tree, searching by name as the user types (asked for once the list is opened). */
export function TreePersonPicker({ id, label, treeId, value, onChange, onBlur, error, helperText, excludeIds = [], required, autoFocus }: TreePersonPickerProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), 250);
  const people = useQuery(HeirloomPeopleDocument, { variables: { treeId: treeId ?? '', search: search || undefined, first: PAGE }, skip: !open || !treeId });
  const options: TreePerson[] = (people.data?.familyMembers.nodes ?? []).map((m) => ({ id: m.id, name: m.fullName })).filter((o) => !excludeIds.includes(o.id));
  if (value && !options.some((o) => o.id === value.id)) options.unshift(value);

  return (
    <Autocomplete
      id={id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_, next) => onChange(next)}
      onBlur={onBlur}
      onInputChange={(_, text, reason) => setTyped(reason === 'input' ? text : '')}
      options={options}
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={people.loading}
      noOptionsText={search ? t('people.noMatch') : t('people.noneYet')}
      loadingText={t('autocomplete.loading')}
      openText={t('autocomplete.open')}
      closeText={t('autocomplete.close')}
      clearText={t('autocomplete.clear')}
      renderInput={(params) => <TextField {...params} label={label} required={required} autoFocus={autoFocus} error={Boolean(error)} helperText={error ?? helperText} />}
    />
  );
}
