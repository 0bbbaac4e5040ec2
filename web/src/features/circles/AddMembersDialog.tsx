import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { errorMessageOf } from '../../apollo/errors';
import { SubmitButton } from '../../components/SubmitButton';
import { useToast } from '../../components/toast';
import type { FamilyCircleDetailsFragment, FamilyCirclePersonFragment } from '../../gql/graphql';
import { forgetRecentCircles } from './circleCache';
import { ConnectionPicker } from './ConnectionPicker';
import { AddFamilyCircleMembersDocument } from './memberMutations';
import { formatNumber } from '../../lib/i18n';

interface AddMembersDialogProps {
  circle: FamilyCircleDetailsFragment;
  open: boolean;
  onClose: () => void;
}

/** Adds connections who are not in the circle yet (its owner). */
export function AddMembersDialog({ circle, open, onClose }: AddMembersDialogProps) {
  const { t } = useTranslation('circles');
  const toast = useToast();
  const [chosen, setChosen] = useState<FamilyCirclePersonFragment[]>([]);
  const [add, { loading }] = useMutation(AddFamilyCircleMembersDocument, { update: forgetRecentCircles });
  const inCircle = new Set(circle.members.map((m) => m.user.id));

  const submit = async () => {
    try {
      await add({ variables: { circleId: circle.id, userIds: chosen.map((p) => p.id) } });
      const text = t('addMembers.addedText', { count: chosen.length, shown: formatNumber(chosen.length), name: chosen[0].displayName, circle: circle.name });
      toast({ title: t('addMembers.added'), text, variant: 'success' });
      setChosen([]);
      onClose();
    } catch (e) {
      toast({ title: t('addMembers.notAdded'), text: errorMessageOf(e, t('tryAgain')), variant: 'error' });
    }
  };

  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="add-members-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="add-members-title">{t('addMembers.title')}</DialogTitle>
        <DialogContent sx={{ '&&': { pt: 1 } }}>
          <ConnectionPicker label={t('addMembers.connections')} value={chosen} onChange={setChosen} excludeIds={inCircle} onLeave={onClose} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={loading}>
            {t('cancel')}
          </Button>
          <SubmitButton busy={loading} disabled={chosen.length === 0}>
            {t('addMembers.add')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
