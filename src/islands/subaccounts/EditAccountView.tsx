import { useState, type SubmitEvent } from 'react';
import { validateAlias } from '#lib/domain/validation/alias.ts';
import { t } from '#lib/i18n/accounts.ts';
import { Button } from '#islands/ui/Button.tsx';
import { TextField } from '#islands/ui/TextField.tsx';
import './subaccounts.css';

/** Props of the Edit account form: the account renamed, where the alias starts, and the submit. */
export interface EditAccountViewProps {
  readonly account: { readonly id: string; readonly alias: string };
  readonly initialAlias?: string;
  /** The rename runs: the submit shows a spinner and ignores presses. */
  readonly isPending: boolean;
  readonly onSubmit: (alias: string) => void;
}

/**
 * SPEC 2's Edit account form: a new alias under the alias rules of SPEC 5 (required, 3 to 32 letters and digits,
 * the errors.* messages), shown after blur or after a submit attempt.
 */
export function EditAccountView({ account, initialAlias = '', isPending, onSubmit }: EditAccountViewProps) {
  const [alias, setAlias] = useState(initialAlias);
  const [submitted, setSubmitted] = useState(false);
  const issue = validateAlias(alias);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (issue === null && !isPending) onSubmit(alias);
  };
  return (
    <form className="subaccounts-form" onSubmit={submit} noValidate>
      <TextField
        label={t('subaccounts.edit.newAlias')}
        value={alias}
        onChange={setAlias}
        description={t('subaccounts.edit.current', { alias: account.alias, id: account.id })}
        placeholder={account.alias}
        autoComplete="off"
        autoFocus
        isInvalid={issue !== null}
        errorMessage={issue ? t(issue.key, issue.params) : undefined}
        errorVisibility={submitted ? 'always' : 'afterBlur'}
      />
      <Button type="submit" variant="primary" size="lg" isFullWidth isPending={isPending}>
        {t('subaccounts.edit.submit')}
      </Button>
    </form>
  );
}
