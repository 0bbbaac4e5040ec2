import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MomentFieldsFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/dates';
import { AnswerCard } from './AnswerCard';
import { PROMPT_TYPE_NAMES } from './promptTypes';

/** An earlier day: its prompt and the family's answers. */
export function MomentDay({ moment }: { moment: MomentFieldsFragment }) {
  const { t } = useTranslation('daily-moments');
  return (
    <Box component="section" aria-label={formatDate(moment.day)} sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="overline" color="text.secondary">
          {formatDate(moment.day)}
        </Typography>
        <Chip size="small" label={t(PROMPT_TYPE_NAMES[moment.prompt.promptType])} />
      </Box>
      <Typography variant="h6" component="h3">
        {moment.prompt.text}
      </Typography>
      {moment.answers.length ? (
        <Stack spacing={1.5}>
          {moment.answers.map((answer) => (
            <AnswerCard key={answer.id} answer={answer} />
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{t('earlier.noAnswers')}</Typography>
      )}
    </Box>
  );
}
