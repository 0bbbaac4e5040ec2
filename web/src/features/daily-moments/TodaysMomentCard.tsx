import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import WbSunnyRoundedIcon from '@mui/icons-material/WbSunnyRounded';
import { IconTile } from '../../components/IconTile';
import { graphql } from '../../gql';

/** What the dashboard card shows of today's prompt. */
export const TodaysMomentCardDocument = graphql(`
  query TodaysMomentCard {
    dailyMoment {
      id
      treeId
      answerCount
      prompt {
        id
        text
      }
      viewerAnswer {
        id
      }
    }
  }
`);

/** The dashboard's "Today's moment": the family's prompt of today and a way to answer it. */
export function TodaysMomentCard() {
  const { t } = useTranslation('daily-moments');
  const { data, loading, error } = useQuery(TodaysMomentCardDocument);
  const moment = data?.dailyMoment;
  if (error || (!loading && !moment)) return null;
  return (
    <Card component="section" aria-labelledby="todays-moment-card">
      <CardContent sx={{ p: 3, display: 'grid', gap: 1.5 }}>
        <IconTile>
          <WbSunnyRoundedIcon />
        </IconTile>
        <Typography id="todays-moment-card" variant="h6" component="h2">
          {t('card.title')}
        </Typography>
        {moment ? (
          <>
            <Typography sx={{ fontSize: '1.1rem' }}>{moment.prompt.text}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('card.answers', { count: moment.answerCount })}
            </Typography>
            <Button component={RouterLink} to={`/daily-prompts?${new URLSearchParams({ tree: moment.treeId })}`} variant={moment.viewerAnswer ? 'outlined' : 'contained'} sx={{ justifySelf: 'start' }}>
              {moment.viewerAnswer ? t('card.see') : t('card.answer')}
            </Button>
          </>
        ) : (
          <Skeleton variant="text" height={56} />
        )}
      </CardContent>
    </Card>
  );
}
