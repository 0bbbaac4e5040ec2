import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Diversity3RoundedIcon from '@mui/icons-material/Diversity3Rounded';
import { EmptyState } from '../../../components/EmptyState';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import { kinNoun, NOUN_OF_TYPE } from '../kinWords';
import { ConnectionsDocument } from './connectionsQuery';
import { PeopleList, PeopleSkeleton, PersonRow, SidebarCard } from './SidebarCard';

/** Relatives the viewer is connected with on Kinfolk. */
export function ConnectionsCard() {
  const { t } = useTranslation('familyTree');
  const { data, loading, refetch } = useQuery(ConnectionsDocument);

  let body;
  if (loading && !data) body = <PeopleSkeleton label={t('connections.loading')} rows={2} />;
  else if (!data) body = <QueryErrorAlert message={t('connections.failed')} onRetry={() => void refetch()} />;
  else if (data.connections.length === 0) {
    body = <EmptyState title={t('connections.empty.title')} text={t('connections.empty.text')} />;
  } else {
    body = (
      <PeopleList label={t('connections.label')}>
        {data.connections.map((connection) => {
          const relation = connection.relationshipType === 'other' ? t('connections.relative') : t('relationRow.yours', { role: kinNoun(NOUN_OF_TYPE[connection.relationshipType]) });
          return (
            <PersonRow
              key={connection.user.id}
              user={connection.user}
              details={[relation, connection.user.location].filter(Boolean).join(' · ')}
            />
          );
        })}
      </PeopleList>
    );
  }

  return (
    <SidebarCard id="connections-title" title={t('connections.title')} icon={<Diversity3RoundedIcon color="primary" />}>
      {body}
    </SidebarCard>
  );
}
