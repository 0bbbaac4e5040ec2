import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MemberPicker, type MemberChoice } from '../add-member/MemberPicker';

interface AcceptRequestDialogProps {
  senderName: string;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  /** Accepts, linking the sender's account to the chosen member when there is one. */
  onAccept: (memberId: string | null) => void;
}

export function AcceptRequestDialog({ senderName, open, busy, onClose, onAccept }: AcceptRequestDialogProps) {
  const { t } = useTranslation('familyTree');
  const [member, setMember] = useState<MemberChoice | null>(null);
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="accept-request-title">
      <DialogTitle id="accept-request-title">{t('accept.title', { name: senderName })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('accept.text', { name: senderName })}
        </DialogContentText>
        <MemberPicker
          id="accept-request-member"
          label={t('accept.member')}
          value={member}
          onChange={setMember}
          exclude={(choice) => choice.isSelf}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          {t('common:action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => onAccept(member?.id ?? null)} disabled={busy}>
          {t('accept.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
