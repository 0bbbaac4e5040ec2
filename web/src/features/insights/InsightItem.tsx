import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import type { FamilyInsightsQuery, InsightDataField } from '../../gql/graphql';
import { currentLanguage, tKey } from '../../lib/i18n';
import { formatDate } from '../../../../shared/dates/index.ts';
import { personLink } from './insightPaths';

export type InsightNode = FamilyInsightsQuery['familyInsights']['nodes'][number];

const FIELD_KEYS: Record<InsightDataField, string> = {
  birth: tKey('insights:field.birth'),
  death: tKey('insights:field.death'),
  marriage: tKey('insights:field.marriage'),
  birthPlace: tKey('insights:field.birthPlace'),
  name: tKey('insights:field.name'),
};

/** The fields whose value is a date as the tree stores it (GEDCOM's form): shown in the reader's language. */
const DATE_FIELDS = new Set<InsightDataField>(['birth', 'death', 'marriage']);
const shownValue = (field: InsightDataField, value: string) => (DATE_FIELDS.has(field) && formatDate(value, currentLanguage())) || value;

interface InsightItemProps {
  insight: InsightNode;
  /** The viewer may say two people are not one, and merge them (the tree's owner and editors). */
  canEdit: boolean;
  busy: boolean;
  onDismiss: () => void;
  onCompare: (keepId: string, mergeId: string) => void;
  onNotSame: (a: string, b: string) => void;
}

/**
 * One finding: its kind, its sentence, the people it names (each a link to them in the tree), the
 * facts it rests on, what can be done about it, and a way to dismiss it (for the viewer alone).
 */
export function InsightItem({ insight, canEdit, busy, onDismiss, onCompare, onNotSame }: InsightItemProps) {
  const { t } = useTranslation('insights');
  const titleId = `insight-${insight.id}-title`;
  const names = new Map(insight.people.map((p) => [p.id, p.fullName]));
  const facts = insight.dataPoints.filter((d) => d.field !== 'name');
  const [first, second] = insight.action?.personIds ?? [];
  const firstPerson = insight.people.find((p) => p.id === first);
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.6 }}>
            {insight.title}
          </Typography>
          <Typography>{insight.sentence}</Typography>
        </Box>
        <Tooltip title={t('dismiss')}>
          <IconButton size="small" aria-label={t('dismissLabel', { title: insight.title })} onClick={onDismiss} disabled={busy}>
            <CloseRoundedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      {insight.people.length > 0 && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {insight.people.map((person) => (
            <Chip key={person.id} component={RouterLink} to={personLink(person)} clickable size="small" variant="outlined" label={person.fullName} />
          ))}
        </Stack>
      )}
      {facts.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
          {facts.map((fact) => (
            <Typography component="li" variant="body2" key={`${fact.personId}:${fact.field}`}>
              {t(FIELD_KEYS[fact.field], { value: shownValue(fact.field, fact.value), name: names.get(fact.personId) ?? '' })}
            </Typography>
          ))}
        </Box>
      )}
      {insight.action && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {insight.action.kind === 'COMPARE_PEOPLE' && first && second ? (
            canEdit ? (
              <>
                <Button size="small" variant="contained" onClick={() => onCompare(first, second)} disabled={busy}>
                  {t('action.COMPARE_PEOPLE')}
                </Button>
                <Button size="small" variant="outlined" onClick={() => onNotSame(first, second)} disabled={busy}>
                  {t('notSame')}
                </Button>
              </>
            ) : (
              insight.people.map((person) => (
                <Button key={person.id} size="small" component={RouterLink} to={personLink(person)}>
                  {t('action.open', { name: person.fullName })}
                </Button>
              ))
            )
          ) : (
            firstPerson && (
              <Button size="small" variant="outlined" component={RouterLink} to={personLink(firstPerson)}>
                {insight.action.kind === 'FIX_DATE' && canEdit ? t('action.FIX_DATE') : t('action.open', { name: firstPerson.fullName })}
              </Button>
            )
          )}
        </Stack>
      )}
    </Paper>
  );
}
