import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { UserAvatar } from '../../../components/UserAvatar';
import type { MergePersonFieldsFragment } from '../../../gql/graphql';

interface MergePersonCardProps {
  person: MergePersonFieldsFragment;
  /** What becomes of them: kept, or merged into the other and gone. */
  role: 'keep' | 'merged';
}

/** One of the two people of a merge: photo, name, dates, and whether they stay or go. */
export function MergePersonCard({ person, role }: MergePersonCardProps) {
  const { t } = useTranslation('merge-people');
  const dates = [person.birth?.text, person.death?.text].filter(Boolean).join(' – ');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={role === 'keep' ? t('card.keepLabel', { name: person.fullName }) : t('card.mergedLabel', { name: person.fullName })}
      sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', flex: '1 1 0', minWidth: 0, borderWidth: role === 'keep' ? 2 : 1, borderColor: role === 'keep' ? 'primary.main' : 'divider' }}
    >
      <UserAvatar name={person.fullName} firstName={person.firstName} lastName={person.lastName} imageUrl={person.profilePictureUrl} size={48} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" component="p" color={role === 'keep' ? 'primary' : 'text.secondary'} sx={{ lineHeight: 1.5 }}>
          {role === 'keep' ? t('card.keep') : t('card.merged')}
        </Typography>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {person.fullName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {dates || t('card.noDates')}
        </Typography>
      </Box>
    </Paper>
  );
}
