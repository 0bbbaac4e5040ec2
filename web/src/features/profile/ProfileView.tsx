import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import PlaceRoundedIcon from '@mui/icons-material/PlaceRounded';
import RemoveCircleOutlineRoundedIcon from '@mui/icons-material/RemoveCircleOutlineRounded';
import { EmailAddress } from '../../components/EmailAddress';
import { UserAvatar } from '../../components/UserAvatar';
import type { ProfileFieldsFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/dates';
import { privacyLabels } from './privacyLabels';
import { ProfileDetail } from './ProfileDetail';
import { privacyKeys } from './profileForm';
import { ProfileSection } from './ProfileSection';
import { relationshipStatusLabels } from './relationshipStatuses';
import { isWebUrl, socialLinksOf } from './socialLinks';

const detailGrid = { display: 'grid', gap: 2.5, m: 0, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
/** For long values (email addresses, links): one per row, so they are not squeezed into half a card. */
const detailList = { ...detailGrid, gridTemplateColumns: '1fr' } as const;

export function ProfileView({ user, onEdit }: { user: ProfileFieldsFragment; onEdit: () => void }) {
  const { t } = useTranslation('profile');
  const links = socialLinksOf(user.socialMedia);
  return (
    <Stack spacing={3}>
      <Card>
        <CardContent
          sx={{
            p: { xs: 2.5, sm: 4 },
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: { xs: 2, sm: 3 },
            alignItems: 'center',
            textAlign: { xs: 'center', sm: 'left' },
          }}
        >
          <UserAvatar
            name={user.displayName}
            firstName={user.firstName}
            lastName={user.lastName}
            imageUrl={user.profileImageUrl}
            size={104}
          />
          <Box sx={{ flexGrow: 1, minWidth: 0, width: { xs: '100%', sm: 'auto' } }}>
            <Typography
              variant="h4"
              component="h1"
              sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, overflowWrap: 'break-word', textWrap: 'balance' }}
            >
              {user.displayName}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              <EmailAddress email={user.email} />
            </Typography>
            {user.location && (
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: { xs: 'center', sm: 'flex-start' },
                  gap: 0.5,
                  mt: 0.5,
                  color: 'text.secondary',
                }}
              >
                <PlaceRoundedIcon fontSize="small" />
                <Typography variant="body2">{user.location}</Typography>
              </Box>
            )}
          </Box>
          <Button variant="contained" startIcon={<EditRoundedIcon />} onClick={onEdit}>
            {t('view.edit')}
          </Button>
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ProfileSection title={t('section.personal')}>
          <Box component="dl" sx={detailGrid}>
            <ProfileDetail label={t('field.firstName')}>{user.firstName}</ProfileDetail>
            <ProfileDetail label={t('field.lastName')}>{user.lastName}</ProfileDetail>
            <ProfileDetail label={t('field.dateOfBirth')}>{formatDate(user.dateOfBirth)}</ProfileDetail>
            <ProfileDetail label={t('field.relationshipStatus')}>
              {user.relationshipStatus && t(relationshipStatusLabels[user.relationshipStatus])}
            </ProfileDetail>
            <ProfileDetail label={t('field.occupation')}>{user.occupation}</ProfileDetail>
          </Box>
        </ProfileSection>
        <ProfileSection title={t('section.contact')}>
          <Box component="dl" sx={detailList}>
            <ProfileDetail label={t('field.email')}>
              <EmailAddress email={user.email} />
            </ProfileDetail>
            <ProfileDetail label={t('field.phone')}>{user.phone}</ProfileDetail>
            <ProfileDetail label={t('field.address')}>{user.address}</ProfileDetail>
          </Box>
        </ProfileSection>
        <ProfileSection title={t('section.places')}>
          <Box component="dl" sx={detailGrid}>
            <ProfileDetail label={t('field.hometown')}>{user.hometown}</ProfileDetail>
            <ProfileDetail label={t('field.currentCity')}>{user.currentCity}</ProfileDetail>
            <ProfileDetail label={t('field.location')}>{user.location}</ProfileDetail>
          </Box>
        </ProfileSection>
        <ProfileSection title={t('section.about')}>
          <Box component="dl" sx={detailList}>
            <ProfileDetail label={t('field.bio')}>{user.bio}</ProfileDetail>
            <ProfileDetail label={t('field.interests')}>
              {user.interests.length > 0 ? (
                <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                  {user.interests.map((interest) => (
                    <Chip key={interest} label={interest} color="secondary" variant="outlined" size="small" />
                  ))}
                </Box>
              ) : undefined}
            </ProfileDetail>
          </Box>
        </ProfileSection>
        <ProfileSection title={t('section.socialMedia')}>
          {links.length === 0 ? (
            <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
              {t('view.noLinks')}
            </Typography>
          ) : (
            <Box component="dl" sx={detailList}>
              {links.map((link) => (
                <ProfileDetail key={link.network} label={link.network}>
                  {isWebUrl(link.url) ? (
                    <Link href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.url}
                    </Link>
                  ) : (
                    link.url
                  )}
                </ProfileDetail>
              ))}
            </Box>
          )}
        </ProfileSection>
        <ProfileSection title={t('section.privacy')}>
          <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {privacyKeys.map((key) => {
              const on = user.privacySettings[key];
              return (
                <Box component="li" key={key} sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
                  {on ? (
                    <CheckCircleRoundedIcon color="secondary" fontSize="small" />
                  ) : (
                    <RemoveCircleOutlineRoundedIcon color="disabled" fontSize="small" />
                  )}
                  <Typography variant="body2" sx={{ flexGrow: 1 }}>
                    {t(privacyLabels[key].label)}
                  </Typography>
                  <Typography variant="body2" color={on ? 'secondary.dark' : 'text.secondary'} sx={{ fontWeight: 600 }}>
                    {on ? t('view.on') : t('view.off')}
                  </Typography>
                </Box>
              );
            })}
          </Stack>
        </ProfileSection>
      </Box>
    </Stack>
  );
}
