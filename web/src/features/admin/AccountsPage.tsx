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
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CurrentUserDocument } from '../../session/currentUser';
import { SetAccountDisabledDocument } from './setAccountDisabled';
import { Link as RouterLink } from 'react-router-dom';

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
  // The signed-in app always holds who is signed in (boot data): no request for it here.
  const me = useQuery(CurrentUserDocument, { fetchPolicy: 'cache-only' }).data?.me;
  const [setDisabled] = useMutation(SetAccountDisabledDocument);
  const [toDisable, setToDisable] = useState<AccountRow | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

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

  /** Disables (after the dialog) or enables an account; the list shows the change at once. */
  const changeDisabled = async (account: AccountRow, disabled: boolean) => {
    setPending(account.id);
    setProblem(null);
    try {
      await setDisabled({ variables: { userId: account.id, disabled } });
      setToDisable(null);
      toast({ title: disabled ? `${account.displayName} can no longer sign in` : `${account.displayName} can sign in again`, variant: 'success' });
    } catch (e) {
      const message = errorMessageOf(e, 'The account could not be changed. Please try again.');
      if (disabled) setProblem(message);
      else toast({ title: 'Not enabled', text: message, variant: 'error' });
    } finally {
      setPending(null);
    }
  };

  const View = phone ? AccountCards : AccountsTable;

  return (
    <Box>
      <PageHeader
        title="Accounts"
        intro="Everyone with an account on this server, what their files take up, and who may sign in. Only you, as its administrator, see this page."
        action={
          <Button component={RouterLink} to="/invitations" variant="contained">
            Invite someone
          </Button>
        }
      />
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
              <View
                accounts={accounts}
                pendingId={pending}
                selfId={me?.id ?? null}
                onResetLink={(a) => void createResetLink(a)}
                onToggleDisabled={(a) => (a.disabled ? void changeDisabled(a, false) : (setProblem(null), setToDisable(a)))}
              />
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
      <ConfirmDialog
        open={toDisable !== null}
        title={`Disable the account of ${toDisable?.displayName ?? ''}?`}
        confirmLabel="Disable"
        busy={pending !== null && pending === toDisable?.id}
        problem={problem}
        onConfirm={() => toDisable && void changeDisabled(toDisable, true)}
        onClose={() => setToDisable(null)}
      >
        They are signed out on every device at once and cannot sign in again, and their access tokens stop working, until you
        enable the account again. Nothing they made is removed.
      </ConfirmDialog>
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
