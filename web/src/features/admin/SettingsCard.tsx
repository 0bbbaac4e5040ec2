import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ServerStatusQuery } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';

type Status = ServerStatusQuery['serverStatus'];

/** The version and the settings this app server runs with (secrets only as set or not). */
export function SettingsCard({ version, startedAt, settings }: Pick<Status, 'version' | 'startedAt' | 'settings'>) {
  return (
    <Card component="section" aria-labelledby="settings-title">
      <CardContent>
        <Typography id="settings-title" variant="h6" component="h2">
          This server
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Kinfolk {version}, running since {formatDateTime(startedAt)}. Settings are read from the environment when the server starts.
        </Typography>
        <Table size="small" aria-label="Settings">
          <TableBody>
            {settings.map((setting) => (
              <TableRow key={setting.name}>
                <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap', width: '1%', verticalAlign: 'top' }}>
                  {setting.name}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{setting.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
