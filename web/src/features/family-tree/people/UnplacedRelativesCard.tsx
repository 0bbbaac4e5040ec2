import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import PersonSearchRoundedIcon from '@mui/icons-material/PersonSearchRounded';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import { formatNumber } from '../../../lib/i18n';
import { SidebarCard } from '../sidebar/SidebarCard';
import { PersonListItem } from './PersonListItem';
import { UnplacedMembersDocument } from './peopleQueries';

/**
 * People of the tree related to no one yet (added as "Other", say): the chart cannot place them,
 * so they are listed here; opening one lets the viewer say how they are related. Shown only when
 * there are some.
 */
export function UnplacedRelativesCard({ treeId, onChoose }: { treeId: string; onChoose: (id: string) => void }) {
  const { t } = useTranslation('familyTree');
  const { data, error, refetch } = useQuery(UnplacedMembersDocument, { variables: { treeId } });
  if (error && !data) return <QueryErrorAlert message={t('unplaced.failed')} onRetry={() => void refetch()} />;
  const people = data?.unplacedMembers ?? [];
  if (people.length === 0) return null;
  return (
    <SidebarCard id="unplaced-relatives" title={t('unplaced.title')} icon={<PersonSearchRoundedIcon color="primary" />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('unplaced.text', { count: people.length, shown: formatNumber(people.length) })}
      </Typography>
      <List dense aria-label={t('unplaced.title')} disablePadding>
        {people.map((person) => (
          <PersonListItem key={person.id} person={person} onChoose={onChoose} />
        ))}
      </List>
    </SidebarCard>
  );
}
