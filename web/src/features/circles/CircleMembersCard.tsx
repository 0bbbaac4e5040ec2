import { useTranslation } from 'react-i18next';
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
import { formatNumber } from '../../lib/i18n';
import { RemoveFamilyCircleMemberDocument } from './memberMutations';
import { PeopleList, PersonRow } from './PersonRow';

/** Who is in the circle, the owner first; its owner adds and removes members here. */
export function CircleMembersCard({ circle }: { circle: FamilyCircleDetailsFragment }) {
  const { t } = useTranslation('circles');
  const toast = useToast();
  const manage = circle.viewerCan.manageMembers;
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<FamilyCirclePersonFragment | null>(null);
  const [remove, { loading }] = useMutation(RemoveFamilyCircleMemberDocument, { update: forgetRecentCircles });

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove({ variables: { circleId: circle.id, userId: removing.id } });
      toast({ title: t('members.removed'), text: t('members.removedText', { name: removing.displayName, circle: circle.name }), variant: 'success' });
    } catch (e) {
      toast({ title: t('members.notRemoved'), text: errorMessageOf(e, t('tryAgain')), variant: 'error' });
    }
    setRemoving(null);
  };

  return (
    <CirclePanel
      id="circle-members-title"
      title={t('members.title', { shown: formatNumber(circle.memberCount) })}
      icon={<GroupsRoundedIcon color="primary" />}
      action={
        manage && (
          <Button size="small" startIcon={<PersonAddAlt1RoundedIcon />} onClick={() => setAdding(true)}>
            {t('members.add')}
          </Button>
        )
      }
    >
      <PeopleList label={t('members.listLabel', { count: circle.memberCount, shown: formatNumber(circle.memberCount), circle: circle.name })}>
        {circle.members.map(({ user, role, joinedAt }) => (
          <PersonRow
            key={user.id}
            person={user}
            details={
              role === 'owner' ? (
                <Chip size="small" label={t('members.owner')} color="secondary" variant="outlined" />
              ) : (
                t('members.joined', { date: formatDate(joinedAt) })
              )
            }
            actions={
              manage &&
              role !== 'owner' && (
                <Tooltip title={t('members.removeTooltip')}>
                  <IconButton aria-label={t('members.removeLabel', { name: user.displayName })} onClick={() => setRemoving(user)}>
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
        title={t('members.removeTitle', { name: removing?.displayName ?? '', circle: circle.name })}
        confirmLabel={t('members.removeConfirm')}
        busy={loading}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      >
        {t('members.removeText')}
      </ConfirmDialog>
    </CirclePanel>
  );
}
