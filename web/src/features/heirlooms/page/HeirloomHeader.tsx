import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import RedeemRoundedIcon from '@mui/icons-material/RedeemRounded';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/toast';
import type { HeirloomDetailsFieldsFragment } from '../../../gql/graphql';
import { HeirloomDialog } from '../HeirloomDialog';
import { DeleteHeirloomDocument } from '../heirloomQueries';
import { HEIRLOOMS_PATH, ownerName } from '../heirloomText';
import { TYPE_ICONS, TYPE_LABEL_KEYS } from '../heirloomTypes';
import { PassOnDialog } from '../PassOnDialog';

/** The heirloom's name, kind and who has it, with Pass it on, Edit and Delete for those who may. */
export function HeirloomHeader({ heirloom }: { heirloom: HeirloomDetailsFieldsFragment }) {
  const { t } = useTranslation('heirlooms');
  const toast = useToast();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'pass' | 'edit' | 'delete' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [remove, { loading: removing }] = useMutation(DeleteHeirloomDocument, { refetchQueries: ['Heirlooms', 'MemberHeirlooms'] });
  const owner = heirloom.currentOwner;

  const onDelete = async () => {
    try {
      await remove({
        variables: { id: heirloom.id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'Heirloom', id: heirloom.id }) });
          cache.gc();
        },
      });
      toast({ title: t('delete.done', { name: heirloom.name }), variant: 'success' });
      void navigate(HEIRLOOMS_PATH);
    } catch {
      setProblem(t('delete.failed'));
    }
  };

  return (
    <Box component="header">
      <Link component={RouterLink} to={HEIRLOOMS_PATH} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
        <ArrowBackRoundedIcon fontSize="small" />
        {t('page.all')}
      </Link>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, overflowWrap: 'anywhere' }}>
          {heirloom.name}
        </Typography>
        <Chip color="primary" variant="outlined" icon={TYPE_ICONS[heirloom.assetType]('small')} label={t(TYPE_LABEL_KEYS[heirloom.assetType])} />
      </Box>
      <Typography sx={{ fontWeight: 600 }}>{owner ? t('card.heldBy', { name: ownerName(owner) }) : t('card.nobody')}</Typography>
      {(heirloom.viewerCan.passOn || heirloom.viewerCan.update || heirloom.viewerCan.delete) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2.5, '& > *': { flexGrow: { xs: 1, sm: 0 } } }}>
          {heirloom.viewerCan.passOn && (
            <Button variant="contained" startIcon={<RedeemRoundedIcon />} onClick={() => setDialog('pass')}>
              {t('passOn.button')}
            </Button>
          )}
          {heirloom.viewerCan.update && (
            <Button variant="outlined" startIcon={<EditRoundedIcon />} onClick={() => setDialog('edit')}>
              {t('edit.button')}
            </Button>
          )}
          {heirloom.viewerCan.delete && (
            <Button color="error" startIcon={<DeleteOutlineRoundedIcon />} onClick={() => setDialog('delete')}>
              {t('delete.button')}
            </Button>
          )}
        </Box>
      )}
      {dialog === 'pass' && <PassOnDialog heirloom={heirloom} onClose={() => setDialog(null)} />}
      {dialog === 'edit' && <HeirloomDialog open heirloom={heirloom} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <ConfirmDialog open title={t('delete.title')} confirmLabel={t('delete.confirm')} busy={removing} problem={problem} onConfirm={() => void onDelete()} onClose={() => setDialog(null)}>
          {t('delete.text', { name: heirloom.name })}
        </ConfirmDialog>
      )}
    </Box>
  );
}
