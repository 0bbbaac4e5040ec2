import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { FamilyCircleDetailsFragment } from '../../gql/graphql';
import { AskToJoinButton } from './AskToJoinButton';
import { formatNumber, i18n } from '../../lib/i18n';
import { EditCircleDialog } from './EditCircleDialog';
import { useCircleExit } from './useCircleExit';

/** What deleting takes with it: the circle's memories go too. */
function deleteWarning(circle: FamilyCircleDetailsFragment) {
  const count = circle.memoryCount;
  if (count === 0) return i18n.t('circles:actions.deleteWarningEmpty');
  return i18n.t('circles:actions.deleteWarning', { count, shown: formatNumber(count) });
}

/** The viewer's buttons for a circle, as its permissions allow: edit, delete, leave or ask to join. */
export function CircleActions({ circle }: { circle: FamilyCircleDetailsFragment }) {
  const { t } = useTranslation('circles');
  const [open, setOpen] = useState<'edit' | 'delete' | 'leave' | null>(null);
  const { busy, deleteCircle, leaveCircle } = useCircleExit(circle);
  const close = () => setOpen(null);
  const can = circle.viewerCan;

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', '& > *': { flexGrow: { xs: 1, sm: 0 } } }}>
      {can.update && (
        <Button variant="outlined" startIcon={<EditRoundedIcon />} onClick={() => setOpen('edit')}>
          {t('actions.edit')}
        </Button>
      )}
      {can.delete && (
        <Button variant="outlined" color="error" startIcon={<DeleteOutlineRoundedIcon />} onClick={() => setOpen('delete')}>
          {t('actions.delete')}
        </Button>
      )}
      {can.leave && (
        <Button variant="outlined" color="error" startIcon={<LogoutRoundedIcon />} onClick={() => setOpen('leave')}>
          {t('actions.leave')}
        </Button>
      )}
      <AskToJoinButton circle={circle} variant="contained" />
      {open === 'edit' && <EditCircleDialog circle={circle} open onClose={close} />}
      <ConfirmDialog
        open={open === 'delete'}
        title={t('actions.deleteTitle', { name: circle.name })}
        confirmLabel={t('actions.deleteConfirm')}
        busy={busy}
        onConfirm={() => void deleteCircle().then(close)}
        onClose={close}
      >
        {deleteWarning(circle)}
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'leave'}
        title={t('actions.leaveTitle', { name: circle.name })}
        confirmLabel={t('actions.leaveConfirm')}
        busy={busy}
        onConfirm={() => void leaveCircle().then(close)}
        onClose={close}
      >
        {t('actions.leaveText')}
      </ConfirmDialog>
    </Box>
  );
}
