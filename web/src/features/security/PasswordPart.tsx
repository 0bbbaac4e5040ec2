import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ChangePasswordForm } from './ChangePasswordForm';

/** The password: what it is for, and the form to change or first set it. */
export function PasswordPart({ userId, hasPassword }: { userId: string; hasPassword: boolean }) {
  const { t } = useTranslation('security');
  const [editing, setEditing] = useState(false);
  return (
    <Box component="section" aria-labelledby="password-title">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: editing ? 2.5 : 0 }}>
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography id="password-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {t('password.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {hasPassword
              ? t('password.introWithPassword')
              : t('password.introWithoutPassword')}
          </Typography>
        </Box>
        {!editing && (
          <Button variant="outlined" onClick={() => setEditing(true)}>
            {hasPassword ? t('password.change') : t('password.setFirst')}
          </Button>
        )}
      </Box>
      {editing && <ChangePasswordForm userId={userId} hasPassword={hasPassword} onDone={() => setEditing(false)} />}
    </Box>
  );
}
