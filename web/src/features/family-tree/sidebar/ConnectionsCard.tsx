import { useQuery } from '@apollo/client/react';
import Diversity3RoundedIcon from '@mui/icons-material/Diversity3Rounded';
import { EmptyState } from '../../../components/EmptyState';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import { relationshipTypeNouns } from '../../../lib/relationshipTypes';
import { ConnectionsDocument } from './connectionsQuery';
import { PeopleList, PeopleSkeleton, PersonRow, SidebarCard } from './SidebarCard';

/** Relatives the viewer is connected with on Kinfolk. */
export function ConnectionsCard() {
  const { data, loading, refetch } = useQuery(ConnectionsDocument);

  let body;
  if (loading && !data) body = <PeopleSkeleton label="Loading connections" rows={2} />;
  else if (!data) body = <QueryErrorAlert message="Connections could not be loaded." onRetry={() => void refetch()} />;
  else if (data.connections.length === 0) {
    body = <EmptyState title="No connections yet" text="Find relatives on Kinfolk and send them a request." />;
  } else {
    body = (
      <PeopleList label="Your connections">
        {data.connections.map((connection) => {
          const relation = connection.relationshipType === 'other' ? 'Relative' : `Your ${relationshipTypeNouns[connection.relationshipType]}`;
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
    <SidebarCard id="connections-title" title="Connections" icon={<Diversity3RoundedIcon color="primary" />}>
      {body}
    </SidebarCard>
  );
}
