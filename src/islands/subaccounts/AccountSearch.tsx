import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { t } from '#lib/i18n/accounts.ts';
import { Select } from '#islands/ui/Select.tsx';
import { TextField } from '#islands/ui/TextField.tsx';
import { readUserIdInput, type AccountSearchMode } from './account-search.ts';

/** Props of the search bar: the typed text and what it searches by. */
export interface AccountSearchProps {
  readonly query: string;
  readonly mode: AccountSearchMode;
  readonly onQueryChange: (query: string) => void;
  readonly onModeChange: (mode: AccountSearchMode) => void;
}

const MODES = [
  { id: 'alias', label: t('subaccounts.page.byAlias') },
  { id: 'id', label: t('subaccounts.page.byId') },
] as const;

/**
 * The accounts search: by alias, or by user id, where the input is a custom user id (SPEC 5): a non-digit
 * keystroke is ignored and errors.numbersOnly says why until the next accepted one.
 */
export function AccountSearch({ query, mode, onQueryChange, onModeChange }: AccountSearchProps) {
  const [refused, setRefused] = useState(false);
  const change = (text: string) => {
    if (mode === 'alias') return onQueryChange(text);
    const read = readUserIdInput(text);
    setRefused(read.refused);
    onQueryChange(read.value);
  };
  const changeMode = (key: Key | null) => {
    if (key !== 'alias' && key !== 'id') return;
    setRefused(false);
    onModeChange(key);
    // an alias typed so far means nothing as an id: keep only its digits
    if (key === 'id') onQueryChange(readUserIdInput(query).value);
  };
  return (
    <div className="accounts-search" role="search">
      <Select
        label={t('subaccounts.page.searchBy')}
        items={MODES}
        value={mode}
        onChange={changeMode}
        className="accounts-search-mode"
      />
      <TextField
        label={t('subaccounts.page.search')}
        type="search"
        value={query}
        onChange={change}
        inputMode={mode === 'id' ? 'numeric' : 'text'}
        placeholder={mode === 'id' ? t('subaccounts.page.byIdPlaceholder') : t('subaccounts.page.byAliasPlaceholder')}
        autoComplete="off"
        isInvalid={mode === 'id' && refused}
        errorMessage={t('errors.numbersOnly')}
        errorVisibility="always"
        className="accounts-search-text"
      />
    </div>
  );
}
