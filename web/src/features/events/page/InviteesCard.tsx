import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { UserAvatar } from '../../../components/UserAvatar';
import type { EventDetailsFieldsFragment, RsvpResponse } from '../../../gql/graphql';
import { formatNumber } from '../../../lib/i18n';
import { RSVP_LABELS } from '../eventText';

const answerColor: Record<RsvpResponse, 'success' | 'warning' | 'default'> = { going: 'success', maybe: 'warning', not_going: 'default' };

function AnswerChip({ response }: { response: RsvpResponse | null | undefined }) {
  const { t } = useTranslation('events');
  if (!response) return <Chip size="small" variant="outlined" label={t('rsvp.noAnswer')} />;
  return <Chip size="small" color={answerColor[response]} label={t(RSVP_LABELS[response])} />;
}

/** Who is invited and what each answered. */
export function InviteesCard({ event }: { event: EventDetailsFieldsFragment }) {
  const { t } = useTranslation('events');
  const count = event.invitees.length;
  return (
    <Card component="section" aria-labelledby="invitees-title">
      <CardContent>
        <Typography id="invitees-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('invitees.title')}
        </Typography>
        {count === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {event.viewerCan.invite ? t('invitees.noneOrganizer') : t('invitees.none')}
          </Typography>
        ) : (
          <List disablePadding aria-label={t('invitees.list', { count, shown: formatNumber(count) })}>
            {event.invitees.map(({ user, response }) => (
              <ListItem key={user.id} disableGutters secondaryAction={<AnswerChip response={response} />}>
                <ListItemAvatar sx={{ minWidth: 48 }}>
                  <UserAvatar aria-hidden name={user.displayName} firstName={user.firstName} lastName={user.lastName} imageUrl={user.profileImageUrl} size={36} />
                </ListItemAvatar>
                <ListItemText primary={user.displayName} slotProps={{ primary: { noWrap: true } }} sx={{ pr: 10 }} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
