import { useTranslation } from 'react-i18next';
import { tKey } from '../../../lib/i18n';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import type { PeopleMergeFieldName, PeopleMergePreviewQuery } from '../../../gql/graphql';

type Field = PeopleMergePreviewQuery['peopleMergePreview']['fields'][number];

const LABELS: Record<PeopleMergeFieldName, string> = {
  name: tKey('merge-people:field.name'),
  birth: tKey('merge-people:field.birth'),
  birthPlace: tKey('merge-people:field.birthPlace'),
  death: tKey('merge-people:field.death'),
  deathPlace: tKey('merge-people:field.deathPlace'),
  christening: tKey('merge-people:field.christening'),
  christeningPlace: tKey('merge-people:field.christeningPlace'),
  burial: tKey('merge-people:field.burial'),
  burialPlace: tKey('merge-people:field.burialPlace'),
  occupation: tKey('merge-people:field.occupation'),
  gender: tKey('merge-people:field.gender'),
  bio: tKey('merge-people:field.bio'),
  photo: tKey('merge-people:field.photo'),
  otherNames: tKey('merge-people:field.otherNames'),
  alive: tKey('merge-people:field.alive'),
};

const VALUES: Record<string, string> = {
  'gender:male': tKey('merge-people:value.male'),
  'gender:female': tKey('merge-people:value.female'),
  'gender:other': tKey('merge-people:value.otherGender'),
  'alive:true': tKey('merge-people:value.alive'),
  'alive:false': tKey('merge-people:value.deceased'),
  'photo:photo': tKey('merge-people:value.photo'),
};

const SIDES = ['keep', 'merged'] as const;

interface MergeFieldsTableProps {
  fields: Field[];
  keepName: string;
  mergedName: string;
}

/** The two people's details side by side; the value the kept person ends with is marked in each row. */
export function MergeFieldsTable({ fields, keepName, mergedName }: MergeFieldsTableProps) {
  const { t } = useTranslation('merge-people');
  const shown = (field: Field, value: string | null | undefined) => {
    if (value == null) return <span aria-label={t('value.noneLabel')}>—</span>;
    const key = VALUES[`${field.field}:${value}`];
    return key ? t(key) : value;
  };
  /** Whether the kept person ends with this side's value (a blank is never marked). */
  const wins = (field: Field, side: 'keep' | 'merged') => field[side] != null && (field.source === side || field.source === 'same' || field.source === 'both');
  const cell = (field: Field, side: 'keep' | 'merged') => (
    <TableCell key={side} sx={{ verticalAlign: 'top', overflowWrap: 'anywhere', fontWeight: wins(field, side) ? 700 : 400, color: wins(field, side) ? 'text.primary' : 'text.secondary' }}>
      {wins(field, side) && <CheckRoundedIcon fontSize="inherit" color="success" sx={{ mr: 0.5, verticalAlign: '-0.15em' }} aria-label={t('value.kept')} />}
      {shown(field, field[side])}
    </TableCell>
  );
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('fields.caption')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">{t('fields.detail')}</TableCell>
            <TableCell component="th" scope="col">{keepName}</TableCell>
            <TableCell component="th" scope="col">{mergedName}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {fields.map((field) => (
            <TableRow key={field.field}>
              <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                {t(LABELS[field.field])}
              </TableCell>
              {SIDES.map((side) => cell(field, side))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
