import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { FamilyCircleDetailsFragment } from '../../gql/graphql';
import { AskToJoinButton } from './AskToJoinButton';
import { memoryCountText } from './circleText';
import { EditCircleDialog } from './EditCircleDialog';
import { useCircleExit } from './useCircleExit';

/** What deleting takes with it: the circle's memories go too. */
function deleteWarning(circle: FamilyCircleDetailsFragment) {
  const memories = circle.memoryCount > 0 ? `its ${memoryCountText(circle.memoryCount)}` : 'every memory shared in it';
  return `The circle is deleted for everyone in it, together with ${memories} and their photos and videos. This cannot be undone.`;
}

/** The viewer's buttons for a circle, as its permissions allow: edit, delete, leave or ask to join. */
export function CircleActions({ circle }: { circle: FamilyCircleDetailsFragment }) {
  const [open, setOpen] = useState<'edit' | 'delete' | 'leave' | null>(null);
  const { busy, deleteCircle, leaveCircle } = useCircleExit(circle);
  const close = () => setOpen(null);
  const can = circle.viewerCan;

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', '& > *': { flexGrow: { xs: 1, sm: 0 } } }}>
      {can.update && (
        <Button variant="outlined" startIcon={<EditRoundedIcon />} onClick={() => setOpen('edit')}>
          Edit
        </Button>
      )}
      {can.delete && (
        <Button variant="outlined" color="error" startIcon={<DeleteOutlineRoundedIcon />} onClick={() => setOpen('delete')}>
          Delete
        </Button>
      )}
      {can.leave && (
        <Button variant="outlined" color="error" startIcon={<LogoutRoundedIcon />} onClick={() => setOpen('leave')}>
          Leave circle
        </Button>
      )}
      <AskToJoinButton circle={circle} variant="contained" />
      {open === 'edit' && <EditCircleDialog circle={circle} open onClose={close} />}
      <ConfirmDialog
        open={open === 'delete'}
        title={`Delete “${circle.name}”?`}
        confirmLabel="Delete circle"
        busy={busy}
        onConfirm={() => void deleteCircle().then(close)}
        onClose={close}
      >
        {deleteWarning(circle)}
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'leave'}
        title={`Leave “${circle.name}”?`}
        confirmLabel="Leave"
        busy={busy}
        onConfirm={() => void leaveCircle().then(close)}
        onClose={close}
      >
        You will no longer see its memories or add new ones. Memories you shared stay in the circle. To come back, ask its owner.
      </ConfirmDialog>
    </Box>
  );
}
