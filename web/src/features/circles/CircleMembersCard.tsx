import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import PersonRemoveRoundedIcon from '@mui/icons-material/PersonRemoveRounded';
import { errorMessageOf } from '../../apollo/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToast } from '../../components/toast';
import type { FamilyCircleDetailsFragment, FamilyCirclePersonFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/dates';
import { AddMembersDialog } from './AddMembersDialog';
import { forgetRecentCircles } from './circleCache';
import { CirclePanel } from './CirclePanel';
import { memberCountText } from './circleText';
import { RemoveFamilyCircleMemberDocument } from './memberMutations';
import { PeopleList, PersonRow } from './PersonRow';

/** Who is in the circle, the owner first; its owner adds and removes members here. */
export function CircleMembersCard({ circle }: { circle: FamilyCircleDetailsFragment }) {
  const toast = useToast();
  const manage = circle.viewerCan.manageMembers;
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<FamilyCirclePersonFragment | null>(null);
  const [remove, { loading }] = useMutation(RemoveFamilyCircleMemberDocument, { update: forgetRecentCircles });

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove({ variables: { circleId: circle.id, userId: removing.id } });
      toast({ title: 'Member removed', text: `${removing.displayName} is no longer in ${circle.name}.`, variant: 'success' });
    } catch (e) {
      toast({ title: 'Member not removed', text: errorMessageOf(e, 'Please try again.'), variant: 'error' });
    }
    setRemoving(null);
  };

  return (
    <CirclePanel
      id="circle-members-title"
      title={`Members (${circle.memberCount})`}
      icon={<GroupsRoundedIcon color="primary" />}
      action={
        manage && (
          <Button size="small" startIcon={<PersonAddAlt1RoundedIcon />} onClick={() => setAdding(true)}>
            Add members
          </Button>
        )
      }
    >
      <PeopleList label={`${memberCountText(circle.memberCount)} of ${circle.name}`}>
        {circle.members.map(({ user, role, joinedAt }) => (
          <PersonRow
            key={user.id}
            person={user}
            details={role === 'owner' ? <Chip size="small" label="Owner" color="secondary" variant="outlined" /> : `Joined ${formatDate(joinedAt)}`}
            actions={
              manage &&
              role !== 'owner' && (
                <Tooltip title="Remove from the circle">
                  <IconButton aria-label={`Remove ${user.displayName}`} onClick={() => setRemoving(user)}>
                    <PersonRemoveRoundedIcon />
                  </IconButton>
                </Tooltip>
              )
            }
          />
        ))}
      </PeopleList>
      {adding && <AddMembersDialog circle={circle} open onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={Boolean(removing)}
        title={`Remove ${removing?.displayName ?? ''} from “${circle.name}”?`}
        confirmLabel="Remove"
        busy={loading}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      >
        They will no longer see the circle’s memories or add new ones. Memories they shared stay in it.
      </ConfirmDialog>
    </CirclePanel>
  );
}
