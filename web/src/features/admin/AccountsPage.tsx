import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import PeopleOutlineRoundedIcon from '@mui/icons-material/PeopleOutlineRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { errorMessageOf } from '../../apollo/errors';
import { EmptyState } from '../../components/EmptyState';
import { OneTimeLinkDialog, type OneTimeLink } from '../../components/OneTimeLinkDialog';
import { PageHeader } from '../../components/PageHeader';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useToast } from '../../components/toast';
import { AccountCards } from './AccountCards';
import { AccountsDocument } from './accountsQuery';
import { AccountsTable } from './AccountsTable';
import type { AccountRow } from './accountText';
import { CreatePasswordResetLinkDocument } from './createPasswordResetLink';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

const PAGE = 50;
const MOST = 200;

interface ResetLink extends OneTimeLink {
  name: string;
  open: boolean;
}

/** The administrator's list of every account, with one-time password reset links. */
export function AccountsPage() {
  const toast = useToast();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const settledSearch = useDebouncedValue(search.trim());
  const { data, previousData, loading, error, refetch } = useQuery(AccountsDocument, {
    variables: { search: settledSearch || null, first: limit },
  });
  const [createLink] = useMutation(CreatePasswordResetLinkDocument);
  const [pending, setPending] = useState<string | null>(null);
  const [link, setLink] = useState<ResetLink | null>(null);

  const accounts = (data ?? previousData)?.accounts;

  const createResetLink = async (account: AccountRow) => {
    setPending(account.id);
    try {
      const result = await createLink({ variables: { userId: account.id } });
      const created = result.data?.createPasswordResetLink;
      if (created) setLink({ ...created, name: account.displayName, open: true });
    } catch (e) {
      toast({ title: 'No reset link', text: errorMessageOf(e, 'The link could not be created. Please try again.'), variant: 'error' });
    } finally {
      setPending(null);
    }
  };

  const View = phone ? AccountCards : AccountsTable;

  return (
    <Box>
      <PageHeader title="Accounts" intro="Everyone with an account on this server. Only you, as its administrator, see this page." />
      <Card component="section" aria-label="All accounts">
        <CardContent sx={{ px: { xs: 2, sm: 3 } }}>
          <TextField
            label="Search accounts"
            placeholder="Name or email"
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setLimit(PAGE);
            }}
            sx={{ mb: 2, maxWidth: { md: 420 } }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    {loading ? <CircularProgress size={20} aria-label="Searching" /> : <SearchRoundedIcon />}
                  </InputAdornment>
                ),
              },
            }}
          />
          {!accounts && loading ? (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <CircularProgress size={28} aria-label="Loading accounts" />
            </Box>
          ) : error && !data ? (
            <QueryErrorAlert message="The accounts could not be loaded." onRetry={() => void refetch()} />
          ) : accounts && accounts.length > 0 ? (
            <>
              <View accounts={accounts} pendingId={pending} onResetLink={(a) => void createResetLink(a)} />
              {accounts.length === limit && (
                <Box sx={{ textAlign: 'center', mt: 2 }}>
                  {limit < MOST ? (
                    <Button onClick={() => setLimit((l) => Math.min(l + PAGE * 2, MOST))}>Show more</Button>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      Showing the first {MOST} accounts. Search to find others.
                    </Typography>
                  )}
                </Box>
              )}
            </>
          ) : (
            <EmptyState
              icon={<PeopleOutlineRoundedIcon />}
              title={settledSearch ? 'No matching accounts' : 'No accounts yet'}
              text={settledSearch ? `Nobody’s name or email contains “${settledSearch}”.` : undefined}
            />
          )}
        </CardContent>
      </Card>
      <OneTimeLinkDialog
        open={link?.open ?? false}
        title={`Password reset link for ${link?.name ?? ''}`}
        link={link}
        onClose={() => setLink((l) => (l ? { ...l, open: false } : l))}
        onClosed={() => setLink(null)}
      >
        Give it to {link?.name} yourself, for example in a message. It lets them choose a new password once, and signs out
        their devices.
      </OneTimeLinkDialog>
    </Box>
  );
}
