import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useToast } from '../../../components/toast';
import { formatNumber, tKey } from '../../../lib/i18n';
import type { TreeLayout } from '../tree/layout';
import { chartPlan } from './chartFile';
import { chartHeading, type ChartRange } from './chartRange';
import { ChartChoicesFields, type ChoiceValues, type PersonChoice } from './ChartChoicesFields';
import { paperName, planSummary } from './pagePlan';
import { useChartExport } from './useChartExport';

export interface ExportChartDialogProps {
  open: boolean;
  onClose: () => void;
  /** The tree to fetch ancestors or descendants from (the one opened last when undefined). */
  treeId: string | undefined;
  /** The chart's heading and the file's name. */
  treeName: string;
  /** The tree as the screen lays it out now: "the chart as shown". */
  visibleLayout: TreeLayout;
  /** Whom an ancestors' or descendants' chart may start from. */
  people: PersonChoice[];
}

/** The paper most people near the viewer buy: Letter in North America, A4 elsewhere. */
function localPaper(): 'a4' | 'letter' {
  return /^en-(US|CA)$|^es-(US|MX)$/.test(globalThis.navigator?.language ?? '') ? 'letter' : 'a4';
}

const steps = { loading: tKey('export.loading'), drawing: tKey('export.drawing') };

/**
 * Saves the family tree as a PDF to print, or as a PNG or SVG picture: the chart as shown, or the
 * ancestors or descendants of one person over a number of generations.
 */
export function ExportChartDialog({ open, onClose, treeId, treeName, visibleLayout, people }: ExportChartDialogProps) {
  const { t } = useTranslation('familyTree');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const toast = useToast();
  const [values, setValues] = useState<ChoiceValues>(() => ({
    kind: 'shown',
    personId: people.some((p) => p.id === visibleLayout.focusId) ? visibleLayout.focusId : (people[0]?.id ?? null),
    generations: 3,
    format: 'pdf',
    paper: localPaper(),
  }));
  const { status, run, reset } = useChartExport({ treeId, treeName, visibleLayout });
  const busy = status.step === 'loading' || status.step === 'drawing';

  // The chart as shown is known already, so what the paper means for it can be said before it is made.
  const shownPlan = useMemo(
    () => (values.kind === 'shown' ? chartPlan(visibleLayout, chartHeading(treeName, { kind: 'shown' }, visibleLayout), values.paper) : null),
    [values.kind, values.paper, visibleLayout, treeName],
  );

  const change = (changes: Partial<ChoiceValues>) => {
    setValues((v) => ({ ...v, ...changes }));
    if (!busy) reset();
  };

  const close = () => {
    reset();
    onClose();
  };

  const exportChart = async (choices: ChoiceValues) => {
    const range: ChartRange =
      choices.kind === 'shown' || !choices.personId ? { kind: 'shown' } : { kind: choices.kind, personId: choices.personId, generations: choices.generations };
    const saved = await run({ range, format: choices.format, paper: choices.paper });
    if (!saved) return;
    toast({ title: t('export.saved'), text: saved, variant: 'success' });
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void exportChart(values);
  };

  const asPoster = () => {
    const next = { ...values, paper: 'poster' as const };
    setValues(next);
    void exportChart(next);
  };

  const missingPerson = values.kind !== 'shown' && !values.personId;

  return (
    <Dialog open={open} onClose={close} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="export-chart-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="export-chart-title">{t('export.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={3}>
            <ChartChoicesFields
              values={values}
              onChange={change}
              people={people}
              disabled={busy}
              paperHint={shownPlan && values.format === 'pdf' ? planSummary(shownPlan) : undefined}
            />
            {busy && (
              <Stack spacing={1} role="status">
                <LinearProgress aria-label={t(steps[status.step])} />
                <Typography variant="body2" color="text.secondary">
                  {t(steps[status.step])}
                </Typography>
              </Stack>
            )}
            {status.step === 'failed' && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void exportChart(values)}>
                    {t('common:action.tryAgain')}
                  </Button>
                }
              >
                {status.message}
              </Alert>
            )}
            {status.step === 'too-big' && (
              <Alert
                severity="warning"
                action={
                  <Button color="inherit" size="small" onClick={asPoster}>
                    {t('export.makePoster')}
                  </Button>
                }
              >
                {t('export.tooBig', { pages: formatNumber(status.pages), paper: paperName(values.paper) })}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={close}>{t('common:action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy || missingPerson}>
            {t('export.download', { format: values.format.toUpperCase() })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
