import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { UserAvatar } from '../../../components/UserAvatar';
import type { EventPersonFieldsFragment } from '../../../gql/graphql';

type Person = EventPersonFieldsFragment;

function PersonAvatar({ person, size, className }: { person: Person; size: number; className?: string }) {
  return (
    <UserAvatar
      aria-hidden
      className={className}
      name={person.displayName}
      firstName={person.firstName}
      lastName={person.lastName}
      imageUrl={person.profileImageUrl}
      size={size}
    />
  );
}

interface InvitePeoplePickerProps {
  options: Person[];
  value: Person[];
  onChange: (people: Person[]) => void;
  /** Said when there is nobody left to choose. */
  emptyText: string;
}

/** Chooses connections to invite, by name. */
export function InvitePeoplePicker({ options, value, onChange, emptyText }: InvitePeoplePickerProps) {
  const { t } = useTranslation('events');
  return (
    <Autocomplete
      multiple
      id="invite-connections"
      options={options}
      value={value}
      onChange={(_, next) => onChange(next)}
      getOptionLabel={(person) => person.displayName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterSelectedOptions
      noOptionsText={options.length === 0 ? emptyText : t('invite.nobodyByThatName')}
      renderOption={({ key, ...props }, person) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
          <PersonAvatar person={person} size={28} />
          {person.displayName}
        </Box>
      )}
      renderValue={(people, getItemProps) =>
        people.map((person, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} {...itemProps} avatar={<PersonAvatar person={person} size={24} />} label={person.displayName} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={t('invite.connections')} helperText={t('invite.connectionsHelp')} />}
    />
  );
}
