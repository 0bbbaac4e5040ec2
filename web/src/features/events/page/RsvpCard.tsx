import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '../../../apollo/errors';
import { useToast } from '../../../components/toast';
import type { EventDetailsFieldsFragment, RsvpResponse } from '../../../gql/graphql';
import { RsvpFamilyEventDocument } from '../eventMutations';
import { formatNumber, tKey } from '../../../lib/i18n';
import { RSVP_CHOICES, RSVP_RESPONSES } from '../eventText';

/** How the invitees answered as figures: the number above its name. */
export function RsvpCounts({ counts }: { counts: EventDetailsFieldsFragment['rsvpCounts'] }) {
  const { t } = useTranslation('events');
  const figures: [string, number][] = [
    [tKey('figures.going'), counts.going],
    [tKey('figures.maybe'), counts.maybe],
    [tKey('figures.notGoing'), counts.notGoing],
    [tKey('figures.noAnswer'), counts.noAnswer],
  ];
  return (
    <Box component="dl" aria-label={t('rsvp.answers')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1, m: 0 }}>
      {figures.map(([label, value]) => (
        <Box key={label} sx={{ display: 'flex', flexDirection: 'column-reverse', alignItems: 'center', textAlign: 'center' }}>
          <Typography variant="caption" color="text.secondary" component="dt">
            {t(label)}
          </Typography>
          <Typography variant="h6" component="dd" sx={{ m: 0 }}>
            {formatNumber(value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** An invitee's answer (Going / Maybe / Not going), which they may change; everyone sees the figures. */
export function RsvpCard({ event }: { event: EventDetailsFieldsFragment }) {
  const { t } = useTranslation('events');
  const toast = useToast();
  const [rsvp, { loading }] = useMutation(RsvpFamilyEventDocument);

  const answer = async (response: RsvpResponse | null) => {
    if (!response || response === event.viewerResponse) return;
    try {
      await rsvp({ variables: { id: event.id, response } });
    } catch (e) {
      toast({ title: t('rsvp.notSaved'), text: errorMessageOf(e, t('tryAgain')), variant: 'error' });
    }
  };

  return (
    <Card component="section" aria-labelledby="rsvp-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="rsvp-title" variant="h6" component="h2">
          {event.viewerCan.rsvp ? t('rsvp.question') : t('rsvp.answers')}
        </Typography>
        {event.viewerCan.rsvp && (
          <ToggleButtonGroup
            exclusive
            fullWidth
            color="primary"
            value={event.viewerResponse ?? null}
            onChange={(_, next: RsvpResponse | null) => void answer(next)}
            aria-label={t('rsvp.yours')}
            disabled={loading}
            size="small"
          >
            {RSVP_RESPONSES.map((response) => (
              <ToggleButton key={response} value={response} sx={{ textTransform: 'none' }}>
                {t(RSVP_CHOICES[response])}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        <RsvpCounts counts={event.rsvpCounts} />
      </CardContent>
    </Card>
  );
}
