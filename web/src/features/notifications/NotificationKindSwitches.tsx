import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { NotificationKind } from '../../gql/graphql';
import { KIND_GROUPS } from './notificationKindGroups';

interface NotificationKindSwitchesProps {
  enabled: readonly NotificationKind[];
  onToggle: (kind: NotificationKind, on: boolean) => void;
}

/** A switch per kind of notification, under plain headings; two columns on wide screens. */
export function NotificationKindSwitches({ enabled, onToggle }: NotificationKindSwitchesProps) {
  const { t } = useTranslation('notifications');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      {KIND_GROUPS.map((group) => (
        <Box key={group.title} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t(group.title)}
          </Typography>
          <FormGroup>
            {group.kinds.map(({ kind, name }) => (
              <FormControlLabel
                key={kind}
                label={t(name)}
                control={<Switch checked={enabled.includes(kind)} onChange={(event) => onToggle(kind, event.target.checked)} />}
              />
            ))}
          </FormGroup>
        </Box>
      ))}
    </Box>
  );
}
