import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { Role } from '../../gql/graphql';

export function RoleChip({ role }: { role: Role }) {
  const { t } = useTranslation('admin');
  const administrator = role === 'ADMINISTRATOR';
  return (
    <Chip
      size="small"
      label={administrator ? t('role.administrator') : t('role.member')}
      color={administrator ? 'primary' : 'default'}
      variant={administrator ? 'filled' : 'outlined'}
    />
  );
}
