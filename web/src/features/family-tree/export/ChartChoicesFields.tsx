import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { tKey } from '../../../lib/i18n';
import type { ChartFormat } from './chartFile';
import { MAX_CHART_GENERATIONS } from './chartRange';
import { paperName, type Paper } from './pagePlan';

export type RangeKind = 'shown' | 'ancestors' | 'descendants';

export interface ChoiceValues {
  kind: RangeKind;
  personId: string | null;
  generations: number;
  format: ChartFormat;
  paper: Paper;
}

export interface PersonChoice {
  id: string;
  name: string;
}

interface ChartChoicesFieldsProps {
  values: ChoiceValues;
  onChange: (changes: Partial<ChoiceValues>) => void;
  people: PersonChoice[];
  /** What the chosen paper means for this chart, when that is known before it is made. */
  paperHint?: string;
  disabled?: boolean;
}

const kinds: { value: RangeKind; label: string }[] = [
  { value: 'shown', label: tKey('export.kind.shown') },
  { value: 'ancestors', label: tKey('export.kind.ancestors') },
  { value: 'descendants', label: tKey('export.kind.descendants') },
];

const formats: { value: ChartFormat; label: string }[] = [
  { value: 'pdf', label: tKey('export.format.pdf') },
  { value: 'png', label: tKey('export.format.png') },
  { value: 'svg', label: tKey('export.format.svg') },
];

const papers: Paper[] = ['a4', 'letter', 'poster'];
const generationChoices = Array.from({ length: MAX_CHART_GENERATIONS }, (_, i) => i + 1);

/** The choices of a printed chart: which people, which file, and for a PDF, which paper. */
export function ChartChoicesFields({ values, onChange, people, paperHint, disabled }: ChartChoicesFieldsProps) {
  const { t } = useTranslation('familyTree');
  const person = people.find((p) => p.id === values.personId) ?? null;
  return (
    <Stack spacing={3}>
      <FormControl disabled={disabled}>
        <FormLabel id="chart-range-label">{t('export.include')}</FormLabel>
        <RadioGroup aria-labelledby="chart-range-label" value={values.kind} onChange={(_, kind) => onChange({ kind: kind as RangeKind })}>
          {kinds.map((k) => (
            <FormControlLabel key={k.value} value={k.value} control={<Radio />} label={t(k.label)} />
          ))}
        </RadioGroup>
      </FormControl>

      {values.kind !== 'shown' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Autocomplete
            sx={{ flex: 1 }}
            disabled={disabled}
            options={people}
            value={person}
            onChange={(_, next) => onChange({ personId: next?.id ?? null })}
            getOptionLabel={(p) => p.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={t('export.noMatch')}
            renderInput={(params) => (
              <TextField {...params} label={values.kind === 'ancestors' ? t('export.ancestorsOf') : t('export.descendantsOf')}
                required
                error={!person}
                helperText={person ? undefined : t('export.choosePerson')} />
            )}
          />
          <TextField
            select
            label={t('export.generations')}
            value={values.generations}
            onChange={(event) => onChange({ generations: Number(event.target.value) })}
            disabled={disabled}
            sx={{ width: { sm: 140 } }}
          >
            {generationChoices.map((n) => (
              <MenuItem key={n} value={n}>
                {n}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      )}

      <FormControl disabled={disabled}>
        <FormLabel id="chart-format-label">{t('export.file')}</FormLabel>
        <RadioGroup row aria-labelledby="chart-format-label" value={values.format} onChange={(_, format) => onChange({ format: format as ChartFormat })}>
          {formats.map((f) => (
            <FormControlLabel key={f.value} value={f.value} control={<Radio />} label={t(f.label)} />
          ))}
        </RadioGroup>
        {values.format !== 'pdf' && <FormHelperText>{t('export.pictureHint')}</FormHelperText>}
      </FormControl>

      {values.format === 'pdf' && (
        <FormControl disabled={disabled}>
          <FormLabel id="chart-paper-label">{t('export.paper')}</FormLabel>
          <RadioGroup row aria-labelledby="chart-paper-label" aria-describedby="chart-paper-hint" value={values.paper} onChange={(_, paper) => onChange({ paper: paper as Paper })}>
            {papers.map((p) => (
              <FormControlLabel key={p} value={p} control={<Radio />} label={p === 'poster' ? t('export.posterChoice') : paperName(p)} />
            ))}
          </RadioGroup>
          <FormHelperText id="chart-paper-hint">
            {paperHint ?? t('export.paperHint')}
          </FormHelperText>
        </FormControl>
      )}
    </Stack>
  );
}
