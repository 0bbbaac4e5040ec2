import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { EmptyState } from '../../components/EmptyState';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import type { UserSearchField } from '../../gql/graphql';
import { tKey } from '../../lib/i18n';
import { SearchResultItem } from './SearchResultItem';
import { SearchUsersDocument } from './searchUsersQuery';

/** The shortest query the search accepts (trimmed). */
export const MIN_SEARCH_LENGTH = 2;
const RESULTS = 20;

/** Each way to search, with its texts as catalogue keys. */
const fields: { value: UserSearchField; label: string; searchLabel: string; placeholder: string }[] = [
  { value: 'name', label: tKey('by.name'), searchLabel: tKey('by.name.search'), placeholder: tKey('by.name.placeholder') },
  { value: 'email', label: tKey('by.email'), searchLabel: tKey('by.email.search'), placeholder: tKey('by.email.placeholder') },
  { value: 'location', label: tKey('by.location'), searchLabel: tKey('by.location.search'), placeholder: tKey('by.location.placeholder') },
];

interface FindFamilyDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Searches registered users by name, email or location and sends them connection requests. */
export function FindFamilyDialog({ open, onClose }: FindFamilyDialogProps) {
  const { t } = useTranslation('findFamily');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [by, setBy] = useState<UserSearchField>('name');
  const [text, setText] = useState('');
  const [connecting, setConnecting] = useState<string | null>(null);
  const [requested, setRequested] = useState<ReadonlySet<string>>(new Set());
  const [search, { data, loading, error, called }] = useLazyQuery(SearchUsersDocument);
  const query = text.trim();
  const canSearch = query.length >= MIN_SEARCH_LENGTH;
  const field = fields.find((f) => f.value === by) ?? fields[0];

  const run = () => {
    if (!canSearch) return;
    setConnecting(null);
    search({ variables: { query, by, first: RESULTS } }).catch(() => {
      // The error shows in the results area.
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    run();
  };

  const results = data?.searchUsers;
  let body;
  if (loading && !results) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 5 }}>
        <CircularProgress aria-label={t('searching')} />
      </Box>
    );
  } else if (error) {
    body = <QueryErrorAlert message={t('failed')} onRetry={run} />;
  } else if (results && results.length === 0) {
    body = <EmptyState title={t('noResults')} />;
  } else if (results) {
    body = (
      <Box component="ul" aria-label={t('results')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {results.map((result) => (
          <SearchResultItem
            key={result.user.id}
            result={result}
            requested={requested.has(result.user.id)}
            connecting={connecting === result.user.id}
            onConnect={() => setConnecting(result.user.id)}
            onCancel={() => setConnecting(null)}
            onSent={(userId) => {
              setRequested((previous) => new Set(previous).add(userId));
              setConnecting(null);
            }}
          />
        ))}
      </Box>
    );
  } else if (!called) {
    body = (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {t('intro')}
      </Typography>
    );
  }

  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="find-family-title">
      <DialogTitle id="find-family-title" sx={{ display: 'flex', alignItems: 'center', pr: 1.5 }}>
        <Box component="span" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Box>
        <IconButton aria-label={t('close')} onClick={onClose}>
          <CloseRoundedIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ minHeight: { sm: 360 } }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={by}
          onChange={(_, value: UserSearchField | null) => value && setBy(value)}
          aria-label={t('by')}
          fullWidth={phone}
          sx={{ mb: 2 }}
        >
          {fields.map((f) => (
            <ToggleButton key={f.value} value={f.value} sx={{ px: 2 }}>
              {t(f.label)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
          <TextField
            size="small"
            autoFocus
            label={t(field.searchLabel)}
            placeholder={t(field.placeholder)}
            value={text}
            onChange={(event) => setText(event.target.value)}
            type={by === 'email' ? 'email' : 'search'}
            helperText={text && !canSearch ? t('short', { min: MIN_SEARCH_LENGTH }) : undefined}
            sx={{ '& input::-webkit-search-cancel-button': { display: 'none' } }}
          />
          <Button type="submit" variant="contained" disabled={!canSearch || loading} startIcon={<SearchRoundedIcon />} sx={{ flexShrink: 0, height: 40 }}>
            {t('search')}
          </Button>
        </Box>
        <Box aria-live="polite">{body}</Box>
      </DialogContent>
    </Dialog>
  );
}
