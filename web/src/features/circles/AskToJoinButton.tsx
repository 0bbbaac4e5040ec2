import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import Button, { type ButtonProps } from '@mui/material/Button';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import GroupAddRoundedIcon from '@mui/icons-material/GroupAddRounded';
import { errorMessageOf } from '../../apollo/errors';
import { useToast } from '../../components/toast';
import { RequestToJoinFamilyCircleDocument } from './circleMutations';

interface AskToJoinButtonProps {
  circle: { id: string; name: string; viewerRequestedToJoin: boolean; viewerCan: { requestToJoin: boolean } };
  variant?: ButtonProps['variant'];
}

/** Asks a circle's owner to let the viewer in; "Asked" while the owner has not answered. */
export function AskToJoinButton({ circle, variant = 'outlined' }: AskToJoinButtonProps) {
  const { t } = useTranslation('circles');
  const toast = useToast();
  const [request, { loading }] = useMutation(RequestToJoinFamilyCircleDocument, { variables: { circleId: circle.id } });

  if (circle.viewerRequestedToJoin) {
    return (
      <Button variant={variant} disabled startIcon={<CheckRoundedIcon />} aria-label={t('askToJoin.askedLabel', { name: circle.name })}>
        {t('askToJoin.asked')}
      </Button>
    );
  }
  if (!circle.viewerCan.requestToJoin) return null;

  const ask = async () => {
    try {
      await request();
      toast({ title: t('askToJoin.sent'), text: t('askToJoin.sentText', { name: circle.name }), variant: 'success' });
    } catch (e) {
      toast({ title: t('askToJoin.notSent'), text: errorMessageOf(e, t('tryAgain')), variant: 'error' });
    }
  };

  return (
    <Button
      variant={variant}
      disabled={loading}
      startIcon={<GroupAddRoundedIcon />}
      onClick={() => void ask()}
      aria-label={t('askToJoin.label', { name: circle.name })}
    >
      {t('askToJoin.button')}
    </Button>
  );
}
