import { ConnectionRequestsCard } from './sidebar/ConnectionRequestsCard';
import { ConnectionsCard } from './sidebar/ConnectionsCard';
import { SuggestedConnectionsCard } from './sidebar/SuggestedConnectionsCard';
import { PeopleListCard } from './people/PeopleListCard';
import { UnplacedRelativesCard } from './people/UnplacedRelativesCard';

interface TreeSidebarProps {
  treeId: string | undefined;
  focusId: string | null;
  /** Shows a person's details without moving the chart. */
  onSelect: (id: string) => void;
  /** Shows a person's details and puts them at the chart's centre. */
  onActivate: (id: string) => void;
}

/** The tree screen's own sidebar cards: the tree's people (placed or not) and the viewer's connections. */
export function TreeSidebar({ treeId, focusId, onSelect, onActivate }: TreeSidebarProps) {
  return (
    <>
      {treeId && <UnplacedRelativesCard treeId={treeId} onChoose={onSelect} />}
      {treeId && <PeopleListCard treeId={treeId} focusId={focusId} onChoose={onActivate} />}
      <SuggestedConnectionsCard />
      <ConnectionRequestsCard />
      <ConnectionsCard />
    </>
  );
}
