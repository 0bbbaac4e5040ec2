import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { PeopleOptions } from './usePeopleOptions';

/** Which tree's people to choose from; shown only to someone with more than one tree. */
export function TreeSelect({ people, id }: { people: PeopleOptions; id: string }) {
  const { t } = useTranslation('common');
  if (people.trees.length < 2 || !people.treeId) return null;
  return (
    <TextField
      select
      id={id}
      label={t('people.tree')}
      size="small"
      value={people.treeId}
      onChange={(event) => people.setTreeId(event.target.value)}
      sx={{ minWidth: 160 }}
    >
      {people.trees.map((tree) => (
        <MenuItem key={tree.id} value={tree.id}>
          {tree.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
