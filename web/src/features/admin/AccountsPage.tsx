import { useTranslation } from 'react-i18next';
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
import { formatNumber } from '../../lib/i18n';

const PAGE = 50;
const MOST = 200;

interface ResetLink extends OneTimeLink {
  name: string;
  open: boolean;
}

/** The administrator's list of every account, with one-time password reset links. */
export function AccountsPage() {
  const { t } = useTranslation('admin');
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
      toast({ title: t('accounts.noResetLink'), text: errorMessageOf(e, t('accounts.resetLinkFailed')), variant: 'error' });
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
      toast({
        title: disabled ? t('accounts.disabledToast', { name: account.displayName }) : t('accounts.enabledToast', { name: account.displayName }),
        variant: 'success',
      });
    } catch (e) {
      const message = errorMessageOf(e, t('accounts.changeFailed'));
      if (disabled) setProblem(message);
      else toast({ title: t('accounts.notEnabled'), text: message, variant: 'error' });
    } finally {
      setPending(null);
    }
  };

  const View = phone ? AccountCards : AccountsTable;

  return (
    <Box>
      <PageHeader
        title={t('accounts.title')}
        intro={t('accounts.intro')}
        action={
          <Button component={RouterLink} to="/invitations" variant="contained">
            {t('accounts.invite')}
          </Button>
        }
      />
      <Card component="section" aria-label={t('accounts.all')}>
        <CardContent sx={{ px: { xs: 2, sm: 3 } }}>
          <TextField
            label={t('accounts.search')}
            placeholder={t('accounts.searchPlaceholder')}
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
                    {loading ? <CircularProgress size={20} aria-label={t('accounts.searching')} /> : <SearchRoundedIcon />}
                  </InputAdornment>
                ),
              },
            }}
          />
          {!accounts && loading ? (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <CircularProgress size={28} aria-label={t('accounts.loading')} />
            </Box>
          ) : error && !data ? (
            <QueryErrorAlert message={t('accounts.loadError')} onRetry={() => void refetch()} />
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
                    <Button onClick={() => setLimit((l) => Math.min(l + PAGE * 2, MOST))}>{t('accounts.showMore')}</Button>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      {t('accounts.showingFirst', { shown: formatNumber(MOST) })}
                    </Typography>
                  )}
                </Box>
              )}
            </>
          ) : (
            <EmptyState
              icon={<PeopleOutlineRoundedIcon />}
              title={settledSearch ? t('accounts.noMatches') : t('accounts.none')}
              text={settledSearch ? t('accounts.noMatchesText', { search: settledSearch }) : undefined}
            />
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={toDisable !== null}
        title={t('accounts.disableTitle', { name: toDisable?.displayName ?? '' })}
        confirmLabel={t('accounts.disableConfirm')}
        busy={pending !== null && pending === toDisable?.id}
        problem={problem}
        onConfirm={() => toDisable && void changeDisabled(toDisable, true)}
        onClose={() => setToDisable(null)}
      >
        {t('accounts.disableText')}
      </ConfirmDialog>
      <OneTimeLinkDialog
        open={link?.open ?? false}
        title={t('accounts.resetLinkTitle', { name: link?.name ?? '' })}
        link={link}
        onClose={() => setLink((l) => (l ? { ...l, open: false } : l))}
        onClosed={() => setLink(null)}
      >
        {t('accounts.resetLinkText', { name: link?.name ?? '' })}
      </OneTimeLinkDialog>
    </Box>
  );
}
