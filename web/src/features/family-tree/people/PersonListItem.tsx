import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { UserAvatar } from '../../../components/UserAvatar';
import { fullNameOf, lifeSpanOf, shownNameOf } from '../tree/personLabels';

export interface ListedPerson {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth?: string | null;
  dateOfDeath?: string | null;
  isAlive: boolean;
  isSelf: boolean;
  profilePictureUrl?: string | null;
}

/** A person in a list of the tree's people: choosing them shows them on the chart. */
export function PersonListItem({ person, onChoose, selected }: { person: ListedPerson; onChoose: (id: string) => void; selected?: boolean }) {
  return (
    <li>
      <ListItemButton selected={selected} onClick={() => onChoose(person.id)} sx={{ borderRadius: 1, px: 1 }}>
        <ListItemAvatar sx={{ minWidth: 48 }}>
          <UserAvatar name={fullNameOf(person)} firstName={person.firstName} lastName={person.lastName} imageUrl={person.profilePictureUrl} />
        </ListItemAvatar>
        <ListItemText primary={shownNameOf(person)} secondary={lifeSpanOf(person) || null} slotProps={{ primary: { noWrap: true } }} />
      </ListItemButton>
    </li>
  );
}
