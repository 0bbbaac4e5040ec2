import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Autocomplete, { type AutocompleteRenderGroupParams } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { headingOf, type SearchHit } from './resultGroups';
import { SearchHitRow } from './SearchHitRow';
import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, useHeaderSearch, type SearchState } from './useHeaderSearch';

interface SearchBoxProps {
  /** Its list opens in place rather than floating above the page (the phone's whole-screen search). */
  inPlace?: boolean;
  autoFocus?: boolean;
  /** What was typed before the box was there (in the header's stand-in). */
  initialText?: string;
  /** After a result was opened. */
  onOpened?: () => void;
}

/** What the list says when it lists nothing. */
function emptyText(state: SearchState, t: TFunction<'search'>): ReactNode {
  if (state.status === 'short') return t('short', { min: MIN_QUERY_LENGTH });
  if (state.status === 'error') {
    return (
      <Trans
        t={t}
        i18nKey="failed"
        components={{
          retry: (
            <Link
              component="button"
              type="button"
              // On mouse down, before the box loses focus and the list closes.
              onMouseDown={(event) => {
                event.preventDefault();
                state.retry();
              }}
            />
          ),
        }}
      />
    );
  }
  if (state.status === 'done') return t('noResults', { query: state.query });
  return t('searching');
}

/** A group of results under its heading (People, Memories …), named for screen readers; `group` is the heading's key. */
function ResultGroup({ group, children }: Omit<AutocompleteRenderGroupParams, 'key'>) {
  const { t } = useTranslation('search');
  const id = useId();
  return (
    <Box component="li" role="group" aria-labelledby={id} sx={{ listStyle: 'none' }}>
      <ListSubheader id={id} component="div" sx={{ lineHeight: '32px', fontWeight: 700, typography: 'overline' }}>
        {t(group)}
      </ListSubheader>
      {/* The options belong to the group: the list between them is only for the layout. */}
      <Box component="ul" role="none" sx={{ p: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/**
 * The search of people, memories, stories and events: results grouped by kind as one types, the
 * arrow keys move through them, Enter or a click opens one, Escape closes the list.
 */
export function SearchBox({ inPlace = false, autoFocus = false, initialText = '', onOpened }: SearchBoxProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [typed, setTyped] = useState(initialText);
  const [open, setOpen] = useState(initialText.length > 0);
  const { state, hits } = useHeaderSearch(typed);

  const openHit = (hit: SearchHit) => {
    setTyped('');
    setOpen(false);
    navigate(hit.link);
    onOpened?.();
  };

  return (
    <Autocomplete<SearchHit>
      value={null}
      inputValue={typed}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') setTyped(text);
      }}
      open={open && typed.length > 0}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={(_, hit) => hit && openHit(hit)}
      options={hits}
      groupBy={(hit) => headingOf(hit.kind)}
      renderGroup={({ key, ...params }) => <ResultGroup key={key} {...params} />}
      filterOptions={(all) => all}
      getOptionLabel={(hit) => hit.title}
      getOptionKey={(hit) => `${hit.kind}:${hit.id}`}
      isOptionEqualToValue={(a, b) => a.kind === b.kind && a.id === b.id}
      renderOption={({ key, ...props }, hit) => (
        <Box component="li" key={key} {...props} aria-label={[hit.title, hit.subtitle].filter(Boolean).join(', ')}>
          <SearchHitRow hit={hit} />
        </Box>
      )}
      loading={state.status === 'loading'}
      loadingText={t('searching')}
      noOptionsText={emptyText(state, t)}
      autoHighlight
      clearOnBlur={false}
      blurOnSelect
      forcePopupIcon={false}
      disablePortal={inPlace}
      fullWidth
      size="small"
      slotProps={{
        listbox: { 'aria-label': t('results') } as HTMLAttributes<HTMLElement>,
        popper: { placement: 'bottom-end', sx: { minWidth: { xs: '100%', sm: 360 } } },
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={t('placeholder')}
          autoFocus={autoFocus}
          // What was typed before goes on where it ended.
          inputRef={(input: HTMLInputElement | null) => input?.setSelectionRange(input.value.length, input.value.length)}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('search'), maxLength: MAX_QUERY_LENGTH },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRoundedIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      sx={{ width: '100%', bgcolor: 'background.paper', borderRadius: 1 }}
    />
  );
}
