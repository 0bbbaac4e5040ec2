import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { InvitationPreviewQuery } from '../../gql/graphql';
import { formatDate } from '../../lib/dates';
import { brand } from '../../theme/palette';

type Preview = NonNullable<InvitationPreviewQuery['invitationPreview']>;

/** The inviter's note, if any, and what to do with the invitation. */
export function InvitationIntro({ invitation }: { invitation: Preview }) {
  const { t } = useTranslation('signIn');
  return (
    <>
      {invitation.note && (
        <Box
          component="figure"
          aria-label={t('invitation.noteLabel', { name: invitation.inviterName })}
          sx={{
            display: 'inline-block',
            m: 0,
            mb: 1.5,
            px: 2,
            py: 0.75,
            maxWidth: '100%',
            borderRadius: 3,
            bgcolor: alpha(brand.sage, 0.12),
            color: 'text.primary',
            fontStyle: 'italic',
            overflowWrap: 'anywhere',
          }}
        >
          {t('invitation.note', { note: invitation.note })}
        </Box>
      )}
      <Typography color="text.secondary">
        {t('invitation.accept', { date: formatDate(invitation.expiresAt) })}
      </Typography>
    </>
  );
}
