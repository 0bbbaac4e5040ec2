import { memo } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { TimelineModel } from './timelineModel';
import type { YearSummary as Summary } from './yearState';

/** Hidden from sight, read by screen readers (and by tests). */
export const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', m: '-1px', p: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** The most names the list of people drawn holds; the rest are counted. */
export const MAX_LISTED = 300;

interface YearSummaryProps {
  id: string;
  model: TimelineModel;
  summary: Summary;
  /** While playing only the sentence changes (and is not announced); the list of people is written when paused. */
  playing: boolean;
}

/**
 * What the canvas shows, in words: "1950: 34 people living; born this year: …; died: …", announced
 * when the year changes while paused, and the list of the people drawn that year, with the year and
 * the count as data attributes.
 */
export const YearSummary = memo(function YearSummary({ id, model, summary, playing }: YearSummaryProps) {
  const { t } = useTranslation('animated-timeline');
  const names = (list: number[]) => (list.length ? list.map((i) => model.names[i]).join(', ') : t('summary.nobody'));
  const married = summary.partnerships.map((k) => `${model.names[model.partners.a[k]]} & ${model.names[model.partners.b[k]]}`);
  const sentence = [
    t('summary.living', { year: summary.year, count: summary.living }),
    t('summary.born', { names: names(summary.born) }),
    t('summary.died', { names: names(summary.died) }),
    ...(married.length ? [t('summary.married', { names: married.join(', ') })] : []),
  ].join('; ');
  const listed = summary.drawn.slice(0, MAX_LISTED);
  return (
    <Box sx={visuallyHidden} data-testid="animated-timeline-summary" data-year={summary.year} data-living={summary.living} data-drawn={summary.drawn.length}>
      <p id={id} role="status" aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
        {sentence}.
      </p>
      {!playing && (
        <ul aria-label={t('summary.drawn', { year: summary.year })} data-testid="animated-timeline-drawn">
          {listed.map((i) => (
            <li key={model.ids[i]} data-person-id={model.ids[i]}>
              {model.names[i]}
            </li>
          ))}
          {summary.drawn.length > listed.length && <li>{t('summary.more', { count: summary.drawn.length - listed.length })}</li>}
        </ul>
      )}
    </Box>
  );
});
