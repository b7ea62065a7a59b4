import { Button } from '#islands/ui/Button.tsx';
import { Checkbox } from '#islands/ui/Checkbox.tsx';
import { TextField } from '#islands/ui/TextField.tsx';
import { validateAlias } from '#lib/domain/validation/alias.ts';
import { t } from '#lib/i18n/accounts.ts';
import './wallet.css';

/** The Create account form's values. */
export interface CreateAccountValues {
  readonly alias: string;
  /** A referrer's user id (digits only). */
  readonly referral: string;
  readonly acceptTerms: boolean;
  readonly acceptPrivacy: boolean;
}

/** Props of the Create account form. */
export interface CreateAccountViewProps {
  readonly values: CreateAccountValues;
  readonly onChange: (values: CreateAccountValues) => void;
  /** Pressed with valid values only; invalid ones show their errors instead (SPEC 4). */
  readonly onSubmit: () => void;
  /** createUser runs: the button spins and ignores presses, the fields are locked. */
  readonly isPending: boolean;
  /** A submit was attempted: every error shows, not only those of fields left. */
  readonly showAllErrors: boolean;
  readonly onSubmitAttempt: () => void;
  /** What a referral code gives, shown under the field before signing up ("You get 10.00% of your fees back"). */
  readonly referralDiscount?: string;
}

/** True when the form may be sent: a valid alias and both consents (SPEC 4). */
function canCreateAccount(values: CreateAccountValues): boolean {
  return validateAlias(values.alias) === null && values.acceptTerms && values.acceptPrivacy;
}

/** Alias (3 to 32 letters and digits), an optional referral code, the two consents and Create account. */
export function CreateAccountView(props: CreateAccountViewProps) {
  const { values, onChange, isPending, showAllErrors } = props;
  const aliasIssue = validateAlias(values.alias);
  const visibility = showAllErrors ? 'always' : 'afterBlur';
  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (isPending) return;
    if (canCreateAccount(values)) props.onSubmit();
    else props.onSubmitAttempt();
  };
  return (
    <form className="wallet-form" onSubmit={submit} noValidate>
      <p className="wallet-hint">{t('createAccount.intro')}</p>
      <TextField
        label={t('createAccount.alias')}
        description={t('createAccount.aliasHint')}
        value={values.alias}
        onChange={(alias) => onChange({ ...values, alias })}
        isInvalid={aliasIssue !== null}
        errorMessage={aliasIssue ? t(aliasIssue.key, aliasIssue.params) : undefined}
        errorVisibility={visibility}
        isDisabled={isPending}
        autoComplete="off"
        autoFocus
      />
      <TextField
        label={t('createAccount.referral')}
        value={values.referral}
        {...(props.referralDiscount && values.referral !== '' ? { description: props.referralDiscount } : {})}
        onChange={(text) => onChange({ ...values, referral: text.replace(/[^0-9]/g, '') })}
        inputMode="numeric"
        isDisabled={isPending}
        autoComplete="off"
      />
      <Checkbox
        isSelected={values.acceptTerms}
        onChange={(acceptTerms) => onChange({ ...values, acceptTerms })}
        isInvalid={!values.acceptTerms}
        errorMessage={t('createAccount.consentRequired')}
        errorVisibility={showAllErrors ? 'always' : 'afterBlur'}
        isDisabled={isPending}
      >
        {t('createAccount.acceptTerms')}
      </Checkbox>
      <Checkbox
        isSelected={values.acceptPrivacy}
        onChange={(acceptPrivacy) => onChange({ ...values, acceptPrivacy })}
        isInvalid={!values.acceptPrivacy}
        errorMessage={t('createAccount.consentRequired')}
        errorVisibility={showAllErrors ? 'always' : 'afterBlur'}
        isDisabled={isPending}
      >
        {t('createAccount.acceptPrivacy')}
      </Checkbox>
      <Button type="submit" variant="primary" size="lg" isFullWidth isPending={isPending}>
        {t('createAccount.submit')}
      </Button>
    </form>
  );
}
