import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { MemberOptionsDocument } from './familyMembersQuery';

/** A member of the viewer's tree as pickers show it. */
export interface MemberChoice {
  id: string;
  name: string;
  isSelf: boolean;
}

const PAGE = 20;

interface MemberPickerProps {
  id: string;
  label: string;
  value: MemberChoice | null;
  onChange: (value: MemberChoice | null) => void;
  onBlur?: () => void;
  error?: string;
  helperText?: string;
  /** Members who may not be chosen, such as the viewer's own. */
  exclude?: (choice: MemberChoice) => boolean;
  /** The tree to choose from (default: the one opened last). */
  treeId?: string;
}

/** Chooses a member of the viewer's tree, searching by name on the server as the user types. */
export function MemberPicker({ id, label, value, onChange, onBlur, error, helperText, exclude, treeId }: MemberPickerProps) {
  const { t } = useTranslation('familyTree');
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), 250);
  const { data, loading } = useQuery(MemberOptionsDocument, {
    variables: { treeId, search: search || undefined, first: PAGE },
    skip: !open,
  });
  const found: MemberChoice[] = (data?.familyMembers.nodes ?? []).map((m) => ({
    id: m.id,
    name: m.isSelf ? t('you') : m.fullName,
    isSelf: m.isSelf,
  }));
  const options = found.filter((choice) => !exclude?.(choice));
  if (value && !options.some((o) => o.id === value.id)) options.unshift(value);

  return (
    <Autocomplete
      id={id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_, next) => onChange(next)}
      onInputChange={(_, text, reason) => setTyped(reason === 'input' ? text : '')}
      onBlur={onBlur}
      options={options}
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      noOptionsText={search ? t('memberPicker.noMatch') : t('memberPicker.none')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading && open ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
