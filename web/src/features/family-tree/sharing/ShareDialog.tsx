import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorMessageOf } from '../../../apollo/errors';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { AccessList } from './AccessList';
import { InviteForm } from './InviteForm';
import { TreeSettingsForm } from './TreeSettingsForm';
import { FaceSuggestionsSwitch } from './FaceSuggestionsSwitch';
import { LeaveTreeDocument, TreeDetailsDocument } from './treeQueries';

interface ShareDialogProps {
  treeId: string;
  open: boolean;
  onClose: () => void;
  /** After leaving the tree: show another one. */
  onLeft: () => void;
}

/** Who has access to the tree; its owner invites, changes roles and limits, and sets its privacy. */
export function ShareDialog({ treeId, open, onClose, onLeft }: ShareDialogProps) {
  const { t } = useTranslation('familyTree');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { data, loading, error, refetch } = useQuery(TreeDetailsDocument, { variables: { id: treeId } });
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [leave, { loading: busy }] = useMutation(LeaveTreeDocument, { refetchQueries: ['Trees'] });
  const tree = data?.tree;

  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="share-title">
      <DialogTitle id="share-title">{tree ? t('share.title', { name: tree.name }) : t('share.titleNoName')}</DialogTitle>
      <DialogContent dividers>
        {!tree ? (
          loading ? (
            <Stack spacing={1} role="status" aria-busy="true" aria-label={t('share.loading')}>
              <Skeleton variant="rounded" height={40} />
              <Skeleton variant="rounded" height={40} />
            </Stack>
          ) : (
            <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}>
              {error ? errorMessageOf(error, t('share.failed')) : t('share.notFound')}
            </Alert>
          )
        ) : (
          <Stack spacing={3}>
            <AccessList access={tree.access} />
            {tree.viewerCan.share && (
              <>
                <Divider />
                <InviteForm treeId={tree.id} taken={new Set(tree.access.map((a) => a.user.id))} />
              </>
            )}
            {tree.viewerCan.configure && (
              <>
                <Divider />
                <TreeSettingsForm tree={tree} />
                <Divider />
                <FaceSuggestionsSwitch treeId={tree.id} />
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {tree?.viewerCan.leave && (
          <Button color="error" onClick={() => setLeaving(true)} sx={{ mr: 'auto' }}>
            {t('share.leave')}
          </Button>
        )}
        <Button onClick={onClose}>{t('common:action.done')}</Button>
      </DialogActions>
      {tree && (
        <ConfirmDialog
          open={leaving}
          title={t('share.leaveTitle', { name: tree.name })}
          confirmLabel={t('share.leaveConfirm')}
          busy={busy}
          problem={problem}
          onClose={() => setLeaving(false)}
          onConfirm={async () => {
            try {
              await leave({ variables: { treeId: tree.id } });
              setLeaving(false);
              onLeft();
            } catch (e) {
              setProblem(errorMessageOf(e, t('share.leaveFailed')));
            }
          }}
        >
          {t('share.leaveText')}
        </ConfirmDialog>
      )}
    </Dialog>
  );
}
