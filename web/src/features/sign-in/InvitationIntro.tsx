import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { InvitationPreviewQuery } from '../../gql/graphql';
import { formatDate } from '../../lib/dates';

type Preview = NonNullable<InvitationPreviewQuery['invitationPreview']>;

/** The inviter's note, if any, and what to do with the invitation. */
export function InvitationIntro({ invitation }: { invitation: Preview }) {
  return (
    <>
      {invitation.note && (
        <Box
          component="blockquote"
          sx={{
            m: 0,
            mb: 1.5,
            mx: 'auto',
            px: 2,
            py: 1,
            maxWidth: 400,
            borderLeft: 3,
            borderColor: 'secondary.light',
            textAlign: 'left',
            fontStyle: 'italic',
            color: 'text.primary',
            overflowWrap: 'anywhere',
          }}
        >
          {invitation.note}
        </Box>
      )}
      <Typography color="text.secondary">
        Create your account to accept. The invitation works until {formatDate(invitation.expiresAt)}.
      </Typography>
    </>
  );
}
