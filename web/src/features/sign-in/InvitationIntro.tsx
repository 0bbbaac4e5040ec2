import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { InvitationPreviewQuery } from '../../gql/graphql';
import { formatDate } from '../../lib/dates';
import { brand } from '../../theme/palette';

type Preview = NonNullable<InvitationPreviewQuery['invitationPreview']>;

/** The inviter's note, if any, and what to do with the invitation. */
export function InvitationIntro({ invitation }: { invitation: Preview }) {
  return (
    <>
      {invitation.note && (
        <Box
          component="figure"
          aria-label={`${invitation.inviterName}’s note`}
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
          “{invitation.note}”
        </Box>
      )}
      <Typography color="text.secondary">
        Create your account to accept. The invitation works until {formatDate(invitation.expiresAt)}.
      </Typography>
    </>
  );
}
