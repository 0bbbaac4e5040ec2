import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { UserAvatar } from '../../components/UserAvatar';
import type { FamilyCirclePersonFragment } from '../../gql/graphql';
import { formatNumber } from '../../lib/i18n';

const SHOWN = 3;
const SIZE = 32;

/** Up to three members' avatars, overlapping, then "+N" for everyone else in the circle. */
export function MemberAvatars({ people, total }: { people: FamilyCirclePersonFragment[]; total: number }) {
  const { t } = useTranslation('circles');
  const shown = people.slice(0, SHOWN);
  const more = Math.max(0, total - shown.length);
  const ring = { border: 2, borderColor: 'background.paper', boxSizing: 'content-box' } as const;
  const names = shown.map((person) => person.displayName).join(', ');
  // One picture for screen readers, named after the people in it; the initials alone say little.
  return (
    <Box role="img" aria-label={more > 0 ? t('avatars.more', { names, more: formatNumber(more) }) : names} sx={{ display: 'flex', alignItems: 'center', '& > * + *': { ml: -1 } }}>
      {shown.map((person) => (
        <UserAvatar
          key={person.id}
          name={person.displayName}
          firstName={person.firstName}
          lastName={person.lastName}
          imageUrl={person.profileImageUrl}
          size={SIZE}
          title={person.displayName}
          sx={ring}
        />
      ))}
      {more > 0 && (
        <Avatar
          sx={{ ...ring, width: SIZE, height: SIZE, fontSize: 13, fontWeight: 700, bgcolor: 'action.selected', color: 'text.primary' }}
        >
          +{formatNumber(more)}
        </Avatar>
      )}
    </Box>
  );
}
