import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../components/toast';
import { PlaybackControls } from './PlaybackControls';
import { TimelineCanvas, type TimelineCanvasHandle } from './TimelineCanvas';
import { TimelineLegend } from './TimelineLegend';
import { YearItems } from './YearItems';
import { YearSummary } from './YearSummary';
import { addressLink, addressQuery } from './timelineAddress';
import type { TimelineModel } from './timelineModel';
import { usePlayback } from './usePlayback';
import { clampSpeed, DEFAULT_SPEED, stepYear, summaryOf } from './yearState';

interface TimelineStageProps {
  model: TimelineModel;
  treeId: string;
  fromId: string | null;
  /** The year the address asked for (brought within the span), else the first. */
  startYear: number | null;
}

/** Targets whose own keys stay theirs: sliders and fields keep every key, buttons Space and Enter. */
const FIELDS = 'input, textarea, select, [role="slider"], [role="combobox"], [role="option"]';
const ownsKey = (target: HTMLElement, key: string): boolean => Boolean(target.closest(FIELDS)) || (Boolean(target.closest('button')) && (key === ' ' || key === 'Enter'));

/**
 * The chart, its controls and what the year holds: plays, pauses, scrubs and steps; keeps the year
 * in the address while paused (so a reload or a shared link opens it); the keyboard (space, arrows,
 * Home, End) anywhere on it outside the controls' own keys.
 */
export function TimelineStage({ model, treeId, fromId, startYear }: TimelineStageProps) {
  const { t } = useTranslation('animated-timeline');
  const toast = useToast();
  const [, setParams] = useSearchParams();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const [speed, setSpeed] = useState(DEFAULT_SPEED);
  const canvasRef = useRef<TimelineCanvasHandle>(null);
  const summaryId = useId();
  const initialYear = startYear ?? model.firstYear;
  const onFrame = useCallback((year: number) => canvasRef.current?.draw(year), []);
  const playback = usePlayback({ model, startYear: initialYear, speed, reducedMotion, onFrame });
  const { year, playing } = playback;
  const summary = useMemo(() => summaryOf(model, year), [model, year]);

  // The year in the address while paused (replacing it: stepping is not a page to go back to).
  useEffect(() => {
    if (playing) return;
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tree', treeId);
      next.set('year', String(year));
      if (fromId) next.set('from', fromId);
      else next.delete('from');
      return next.toString() === current.toString() ? current : next;
    }, { replace: true });
  }, [playing, year, treeId, fromId, setParams]);

  const step = useCallback((by: number) => playback.seek(stepYear(model, year, by)), [playback, model, year]);

  const share = useCallback(() => {
    const link = addressLink({ treeId, year, fromId }, window.location.origin);
    const copied = navigator.clipboard?.writeText(link) ?? Promise.reject(new Error('no clipboard'));
    copied.then(
      () => toast({ title: t('controls.shared', { year }), variant: 'success' }),
      () => toast({ title: t('controls.shareFailed', { link }), variant: 'info' }),
    );
  }, [treeId, year, fromId, toast, t]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (ownsKey(event.target as HTMLElement, event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    const ten = event.shiftKey ? 10 : 1;
    const keys: Record<string, () => void> = {
      ' ': playback.toggle,
      ArrowRight: () => step(ten),
      ArrowUp: () => step(ten),
      ArrowLeft: () => step(-ten),
      ArrowDown: () => step(-ten),
      PageUp: () => step(10),
      PageDown: () => step(-10),
      Home: () => playback.seek(model.firstYear),
      End: () => playback.seek(model.lastYear),
      '+': () => setSpeed((s) => clampSpeed(s * 2)),
      '-': () => setSpeed((s) => clampSpeed(s / 2)),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <Box onKeyDown={onKeyDown} data-testid="animated-timeline-stage" data-query={addressQuery({ treeId, year, fromId })}>
      <Box tabIndex={0} aria-describedby={`${summaryId}-keys`} sx={{ position: 'relative', borderRadius: 2, '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid', outlineOffset: 2 } }}>
        <TimelineCanvas model={model} initialYear={initialYear} reducedMotion={reducedMotion} describedBy={summaryId} label={t('canvas.label', { year })} handle={canvasRef} />
        <YearSummary id={summaryId} model={model} summary={summary} playing={playing} />
      </Box>
      <Typography id={`${summaryId}-keys`} variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {t('controls.keys')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mt: 1.5 }}>
        <PlaybackControls
          year={year}
          firstYear={model.firstYear}
          lastYear={model.lastYear}
          playing={playing}
          speed={speed}
          onToggle={playback.toggle}
          onStep={step}
          onSeek={playback.seek}
          onSpeed={setSpeed}
          onShare={share}
        />
      </Paper>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <YearItems model={model} year={year} items={summary.items} />
        </Box>
        <TimelineLegend />
      </Stack>
    </Box>
  );
}
