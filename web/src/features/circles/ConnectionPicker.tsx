import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { UserAvatar } from '../../components/UserAvatar';
import type { FamilyCirclePersonFragment } from '../../gql/graphql';
import { CircleMemberChoicesDocument } from './circleQueries';

type Person = FamilyCirclePersonFragment;

interface ConnectionPickerProps {
  label: string;
  value: Person[];
  onChange: (people: Person[]) => void;
  /** People who may not be chosen again: those already in the circle. */
  excludeIds?: ReadonlySet<string>;
  helperText?: string;
  /** Called when the viewer follows the link to find family (e.g. to close the dialog). */
  onLeave?: () => void;
}

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

/** Chooses people among the viewer's connections, the only people who may be put in a circle. */
export function ConnectionPicker({ label, value, onChange, excludeIds, helperText, onLeave }: ConnectionPickerProps) {
  const { t } = useTranslation('circles');
  const { data, loading, error, refetch } = useQuery(CircleMemberChoicesDocument);
  if (error && !data) return <QueryErrorAlert message={t('picker.loadError')} onRetry={() => void refetch()} />;

  const connections = (data?.connections ?? []).map((c) => c.user);
  const options = connections.filter((person) => !excludeIds?.has(person.id));
  if (data && options.length === 0) {
    const findFamily = <Link component={RouterLink} to="/family-tree" onClick={onLeave} />;
    return (
      <Typography variant="body2" color="text.secondary">
        {connections.length === 0 ? (
          <Trans t={t} i18nKey="picker.noConnections" components={{ a: findFamily }} />
        ) : (
          <Trans t={t} i18nKey="picker.everyoneIn" components={{ a: findFamily }} />
        )}
      </Typography>
    );
  }

  return (
    <Autocomplete
      multiple
      id="circle-members"
      options={options}
      value={value}
      loading={loading}
      onChange={(_, next) => onChange(next)}
      getOptionLabel={(person) => person.displayName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterSelectedOptions
      noOptionsText={t('picker.noOptions')}
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
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
}
