import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { tone } from '../../../theme/palette';
import type { BrowserChromosome, Paint, PaintedSegment } from './painting';
import { PAINT_STYLES } from './paintStyles';

const BAR_HEIGHT = 14;

/** What the legend says of each paint used. */
export interface LegendEntry {
  paint: Paint;
  label: string;
}

/** A painted stretch: focusable, named in words, with a tooltip that says the same on hover, focus or touch. */
function Stretch({ segment, lengthCm }: { segment: PaintedSegment; lengthCm: number }) {
  const left = lengthCm > 0 ? (Math.max(0, Math.min(segment.startCm, segment.endCm)) / lengthCm) * 100 : 0;
  const width = lengthCm > 0 ? (Math.abs(segment.endCm - segment.startCm) / lengthCm) * 100 : 0;
  return (
    <Tooltip title={segment.label} enterTouchDelay={0} arrow>
      <Box
        component="span"
        role="img"
        tabIndex={0}
        aria-label={segment.label}
        data-paint={segment.paint}
        // Where it lies differs for every stretch: inline, rather than a style rule for each.
        style={{ left: `${Math.min(left, 100)}%`, width: `${Math.min(width, 100 - Math.min(left, 100))}%` }}
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          minWidth: 4,
          borderRadius: 0.5,
          cursor: 'default',
          ...PAINT_STYLES[segment.paint],
          '&:focus-visible': { outline: `2px solid ${tone.ink}`, outlineOffset: 2, zIndex: 1 },
          '&:hover': { zIndex: 1, filter: 'brightness(1.1)' },
        }}
      />
    </Tooltip>
  );
}

/** The legend: a swatch of each paint (pattern as well as colour) and its words. */
export function PaintLegend({ entries }: { entries: LegendEntry[] }) {
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mb: 1.5 }}>
      {entries.map((entry) => (
        <Box component="li" key={entry.paint} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box component="span" aria-hidden sx={{ width: 28, height: BAR_HEIGHT, borderRadius: 0.5, flexShrink: 0, ...PAINT_STYLES[entry.paint] }} />
          <Typography variant="body2">{entry.label}</Typography>
        </Box>
      ))}
    </Box>
  );
}

interface ChromosomeBrowserProps {
  /** Names the figure for screen readers. */
  label: string;
  chromosomes: readonly BrowserChromosome[];
  segments: readonly PaintedSegment[];
  legend: LegendEntry[];
}

/** Which line of a chromosome's bar a paint goes on: fully identical stretches lie within half identical ones, so they get a line of their own. */
const LANE: Record<Paint, 0 | 1> = { half: 0, full: 1, confirmed: 0, unconfirmed: 0 };
const LANE_HEIGHT = [BAR_HEIGHT, 10];

/**
 * One bar per chromosome (1–22 and X), as long as its genetic map (the longest fills the width, so
 * the bars scale to a phone), with the shared stretches painted on it; fully identical stretches,
 * which lie within half identical ones, on a thinner line just below. Each stretch can be reached
 * with the keyboard and says what it is; a table beside says the same for those who prefer it.
 */
export function ChromosomeBrowser({ label, chromosomes, segments, legend }: ChromosomeBrowserProps) {
  const { t } = useTranslation('dna');
  const longest = Math.max(1, ...chromosomes.map((c) => c.lengthCm));
  const ordered = [...chromosomes].sort((a, b) => a.number - b.number);
  const lanes = segments.some((s) => LANE[s.paint] === 1) ? [0, 1] : [0];
  return (
    <Box component="figure" aria-label={label} sx={{ m: 0 }}>
      <PaintLegend entries={legend} />
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
        {ordered.map((chromosome) => {
          const own = segments.filter((s) => s.chromosome === chromosome.number);
          return (
            <Box
              component="li"
              key={chromosome.number}
              aria-label={t('browser.chromosome', { name: chromosome.name, count: own.length })}
              sx={{ display: 'grid', gridTemplateColumns: '2.25em minmax(0, 1fr)', alignItems: 'center', gap: 1 }}
            >
              <Typography variant="caption" aria-hidden sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}>
                {chromosome.name}
              </Typography>
              <Box sx={{ display: 'grid', gap: '2px' }}>
                {lanes.map((lane) => (
                  <Box
                    key={lane}
                    sx={{
                      position: 'relative',
                      height: LANE_HEIGHT[lane],
                      width: `${(chromosome.lengthCm / longest) * 100}%`,
                      borderRadius: 1,
                      backgroundColor: 'action.hover',
                      boxShadow: `inset 0 0 0 1px ${tone.line}`,
                    }}
                  >
                    {own
                      .filter((segment) => LANE[segment.paint] === lane)
                      .map((segment) => (
                        <Stretch key={segment.key} segment={segment} lengthCm={chromosome.lengthCm} />
                      ))}
                  </Box>
                ))}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
