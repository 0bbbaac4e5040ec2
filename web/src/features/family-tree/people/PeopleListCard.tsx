import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FormatListBulletedRoundedIcon from '@mui/icons-material/FormatListBulletedRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import type { MemberOrder } from '../../../gql/graphql';
import { formatNumber, tKey } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { PeopleSkeleton, SidebarCard } from '../sidebar/SidebarCard';
import { PersonListItem } from './PersonListItem';
import { TreePeopleDocument } from './peopleQueries';

const PAGE = 12;

const orders: { value: MemberOrder; label: string }[] = [
  { value: 'name', label: tKey('people.byName') },
  { value: 'birth', label: tKey('people.byBirth') },
];

interface PeopleListCardProps {
  treeId: string;
  /** The person shown at the centre of the chart. */
  focusId: string | null;
  /** A person was chosen: the chart moves to them. */
  onChoose: (id: string) => void;
}

/** Everyone in the tree, searchable by name and sorted by name or birth, a page at a time. */
export function PeopleListCard({ treeId, focusId, onChoose }: PeopleListCardProps) {
  const { t } = useTranslation('familyTree');
  const [search, setSearch] = useState('');
  const [orderBy, setOrderBy] = useState<MemberOrder>('name');
  const [page, setPage] = useState(1);
  const settled = useDebouncedValue(search.trim());
  const { data, previousData, loading, error, refetch } = useQuery(TreePeopleDocument, {
    variables: { treeId, search: settled || null, first: PAGE, offset: (page - 1) * PAGE, orderBy },
  });
  const shown = data ?? previousData;
  const total = shown?.familyMembers.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE));

  return (
    <SidebarCard id="tree-people" title={t('people.title')} icon={<FormatListBulletedRoundedIcon color="primary" />}>
      <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
        <TextField
          size="small"
          label={t('people.search')}
          placeholder={t('people.searchPlaceholder')}
          slotProps={{
            htmlInput: { 'aria-label': t('people.searchLabel') },
            input: { startAdornment: <InputAdornment position="start"><SearchRoundedIcon fontSize="small" /></InputAdornment> },
          }}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          sx={{ flexGrow: 1 }}
        />
        <TextField
          select
          size="small"
          label={t('people.sortBy')}
          value={orderBy}
          onChange={(e) => {
            setOrderBy(e.target.value as MemberOrder);
            setPage(1);
          }}
          sx={{ width: 150, flexShrink: 0 }}
        >
          {orders.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {t(o.label)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {error && !shown ? (
        <QueryErrorAlert message={t('people.failed')} onRetry={() => void refetch()} />
      ) : !shown ? (
        <PeopleSkeleton label={t('people.loading')} rows={4} />
      ) : total === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {settled ? t('people.noMatch', { search: settled }) : t('people.none')}
        </Typography>
      ) : (
        <>
          <Typography variant="caption" color="text.secondary" aria-live="polite">
            {t('people.count', { count: total, shown: formatNumber(total) })}
            {loading ? t('people.stillLoading') : ''}
          </Typography>
          <List dense aria-label={t('people.title')} disablePadding>
            {shown.familyMembers.nodes.map((person) => (
              <PersonListItem key={person.id} person={person} onChoose={onChoose} selected={person.id === focusId} />
            ))}
          </List>
          {pages > 1 && (
            <Pagination count={pages} page={page} onChange={(_e, next) => setPage(next)} size="small" siblingCount={0} sx={{ mt: 1, display: 'flex', justifyContent: 'center' }} />
          )}
        </>
      )}
    </SidebarCard>
  );
}
