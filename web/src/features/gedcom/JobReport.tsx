import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import ExpandLessRoundedIcon from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import type { GedcomJob } from './gedcomText';
import { formatNumber } from '../../lib/i18n';

/** What was skipped or repaired, each with its line of the file: folded away until asked for, and scrolling when long. */
export function JobReport({ report }: { report: GedcomJob['report'] }) {
  const { t } = useTranslation('gedcom');
  const listId = useId();
  const [open, setOpen] = useState(false);
  if (report.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('report.none')}
      </Typography>
    );
  }
  const notes = { count: report.length, shown: formatNumber(report.length) };
  return (
    <Box>
      <Button
        size="small"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={listId}
        endIcon={open ? <ExpandLessRoundedIcon /> : <ExpandMoreRoundedIcon />}
      >
        {open ? t('report.hide', notes) : t('report.show', notes)}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box
          component="ul"
          id={listId}
          aria-label={t('report.label')}
          tabIndex={0}
          sx={{ m: 0, mt: 1, p: 1.5, listStyle: 'none', maxHeight: 240, overflowY: 'auto', bgcolor: 'action.hover', borderRadius: 1 }}
        >
          {report.map((line, i) => (
            <Typography component="li" variant="body2" key={i} sx={{ py: 0.25, overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ color: 'text.secondary', mr: 1, fontVariantNumeric: 'tabular-nums' }}>
                {line.line === null ? t('report.wholeFile') : t('report.line', { line: line.line })}
              </Box>
              {line.message}
            </Typography>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}
