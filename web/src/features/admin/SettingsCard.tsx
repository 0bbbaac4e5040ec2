import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('admin');
  return (
    <Card component="section" aria-labelledby="settings-title">
      <CardContent>
        <Typography id="settings-title" variant="h6" component="h2">
          {t('settings.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('settings.intro', { version, date: formatDateTime(startedAt) })}
        </Typography>
        <Table size="small" aria-label={t('settings.label')}>
          <TableBody>
            {settings.map((setting) => (
              // On phones each setting's name stands above its value, so neither is squeezed.
              <TableRow key={setting.name} sx={{ display: { xs: 'grid', sm: 'table-row' }, py: { xs: 1, sm: 0 }, borderBottom: { xs: 1, sm: 0 }, borderColor: 'divider' }}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ fontFamily: 'monospace', whiteSpace: { sm: 'nowrap' }, width: { sm: '1%' }, verticalAlign: 'top', border: { xs: 0, sm: undefined }, py: { xs: 0.25, sm: 1 }, overflowWrap: 'anywhere' }}
                >
                  {setting.name}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'break-word', wordBreak: 'normal', border: { xs: 0, sm: undefined }, py: { xs: 0.25, sm: 1 } }}>{setting.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
