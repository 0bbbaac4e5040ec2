import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** A column of a segment table: its heading, and what a row shows in it. */
export interface SegmentColumn<Row> {
  key: string;
  heading: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/**
 * The painted stretches as a table, chromosome by chromosome: the same facts as the browser, for
 * screen readers and for reading off exact figures. Compact, so that it fits a phone.
 */
export function SegmentTable<Row>({ caption, columns, rows, rowKey }: { caption: string; columns: SegmentColumn<Row>[]; rows: readonly Row[]; rowKey: (row: Row, index: number) => string }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ '& th, & td': { px: { xs: 0.75, sm: 1.5 } } }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                {column.heading}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)}>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.numeric ? 'right' : 'left'} sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
