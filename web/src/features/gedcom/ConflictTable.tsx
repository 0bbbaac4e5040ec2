import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { GedcomSide } from '../../gql/graphql';
import type { GedcomJob } from './gedcomText';

type Conflict = NonNullable<GedcomJob['preview']>['conflicts'][number];

interface ConflictTableProps {
  conflicts: Conflict[];
  sideOf: (conflictId: string) => GedcomSide;
  onChoose: (conflictId: string, side: GedcomSide) => void;
  disabled?: boolean;
}

function Value({ text }: { text: string | null }) {
  const { t } = useTranslation('gedcom');
  return text ? (
    <>{text}</>
  ) : (
    <Typography component="span" variant="body2" color="text.secondary">
      {t('conflicts.notSet')}
    </Typography>
  );
}

/** The fields changed both in the tree and in the file, each with the side to keep. */
export function ConflictTable({ conflicts, sideOf, onChoose, disabled }: ConflictTableProps) {
  const { t } = useTranslation('gedcom');
  return (
    <TableContainer sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label={t('conflicts.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('conflicts.subject')}</TableCell>
            <TableCell>{t('conflicts.field')}</TableCell>
            <TableCell>{t('conflicts.mine')}</TableCell>
            <TableCell>{t('conflicts.theirs')}</TableCell>
            <TableCell>{t('conflicts.keep')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {conflicts.map((c) => (
            <TableRow key={c.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{c.subject}</TableCell>
              <TableCell>
                {c.field}
                {c.line !== null && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {t('conflicts.line', { line: c.line })}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Value text={c.mine} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Value text={c.theirs} />
              </TableCell>
              <TableCell>
                <RadioGroup
                  aria-label={t('conflicts.keepFor', { subject: c.subject, field: c.field })}
                  value={sideOf(c.id)}
                  onChange={(_event, value) => onChoose(c.id, value as GedcomSide)}
                  sx={{ flexWrap: 'nowrap' }}
                >
                  <FormControlLabel value="mine" control={<Radio size="small" />} label={t('conflicts.keepMine')} disabled={disabled} sx={{ whiteSpace: 'nowrap' }} />
                  <FormControlLabel value="theirs" control={<Radio size="small" />} label={t('conflicts.takeTheirs')} disabled={disabled} sx={{ whiteSpace: 'nowrap' }} />
                </RadioGroup>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
