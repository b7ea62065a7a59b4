import type { Key } from 'react-aria-components';
import { AmountField } from '#islands/ui/AmountField.tsx';
import { Button } from '#islands/ui/Button.tsx';
import { TokenIcon, type PickerOption } from '#islands/ui/Options.tsx';
import { Select } from '#islands/ui/Select.tsx';
import { Slider } from '#islands/ui/Slider.tsx';
import { Switch } from '#islands/ui/Switch.tsx';
import { TextField } from '#islands/ui/TextField.tsx';
import type { AccountSummary } from '#lib/domain/account-summary.ts';
import { formatAmount, formatLeverage, formatPercent, formatUsd, unitsToInputText } from '#lib/domain/format.ts';
import { amountAtBps, shareInBps } from '#lib/domain/percent.ts';
import type { TokenTicker } from '#lib/domain/tokens.ts';
import type { TransferNetwork, WithdrawNetwork } from '#lib/domain/transfer-networks.ts';
import { readAmount, type ValidationKey } from '#lib/domain/validation/result.ts';
import { minWithdrawAmountText, validateWithdraw } from '#lib/domain/validation/withdraw.ts';
import type { WithdrawLimitCause } from '#lib/domain/withdraw-limit.ts';
import { formatDuration } from '#lib/i18n/duration.ts';
import { t } from '#lib/i18n/funds.ts';
import { withdrawBreakdown } from './withdraw-figures.ts';
import './withdraw.css';

/** A token the account can withdraw: its balance, decimals and index price. */
export interface WithdrawTokenOption {
  readonly ticker: TokenTicker;
  /** Account balance, base units. */
  readonly balance: bigint;
  readonly decimals: number;
  /** USD x 10^9 (0 when unknown). */
  readonly price: bigint;
}

/** Props of the withdraw form. */
export interface WithdrawFormViewProps {
  readonly tokens: readonly WithdrawTokenOption[];
  readonly token: TokenTicker;
  readonly onTokenChange: (token: TokenTicker) => void;
  /** The token's networks with time and fee (transfer-networks.ts). */
  readonly networks: readonly WithdrawNetwork[];
  readonly network: TransferNetwork;
  readonly onNetworkChange: (network: TransferNetwork) => void;
  readonly address: string;
  readonly onAddressChange: (address: string) => void;
  readonly amount: string;
  readonly onAmountChange: (amount: string) => void;
  /** The most the amount may be (after the fee; with borrow when on), base units. */
  readonly limit: bigint;
  /** What binds the limit: an amount above it is refused for this reason. */
  readonly limitCause: WithdrawLimitCause;
  /** What the token's pool can lend now, base units. */
  readonly borrowable: bigint;
  /** The account's figures now and after the entered amount and fee leave (the account panel's figures). */
  readonly health?: { readonly before: AccountSummary; readonly after: AccountSummary };
  readonly borrow: boolean;
  readonly onBorrowChange: (borrow: boolean) => void;
  /** Opens the borrow details panel again (offered while borrowing is on). */
  readonly onBorrowDetails: () => void;
  /** The token's pool lends it: the switch is usable. */
  readonly canBorrow: boolean;
  readonly isPending: boolean;
  readonly onSubmit: (withdrawal: { readonly units: bigint; readonly address: string }) => void;
}

/**
 * The withdraw form (SPEC 2 and 5): token and network pickers (each network with its time, fee and fee in USD),
 * the address checked against the network's format after blur, the amount (placeholder: the token's smallest
 * unit) with Max and the 25/50/75/100 slider over what can be withdrawn, the breakdown, Enable borrow, and the red
 * Confirm withdraw, disabled until the form is valid and while it is pending.
 */
export function WithdrawFormView(props: WithdrawFormViewProps) {
  const { tokens, token, networks, network, limit } = props;
  const selected = tokens.find((option) => option.ticker === token) ?? tokens[0];
  const decimals = selected?.decimals ?? 0;
  const price = selected?.price ?? 0n;
  const entry = networks.find((n) => n.network === network) ?? networks[0];
  const result = validateWithdraw({
    network,
    address: props.address,
    amountText: props.amount,
    decimals,
    balance: limit,
  });
  const issue = (field: 'address' | 'amount') => (result.ok ? undefined : result.issues.find((i) => i.field === field));
  const addressIssue = issue('address');
  const amountIssue = issue('amount');
  const amountError = amountIssue && amountMessage(amountIssue.key, props, decimals);
  const read = readAmount(props.amount, decimals);
  const units = read.kind === 'amount' ? read.units : 0n;
  const figures = entry ? withdrawBreakdown(units, selected?.balance ?? 0n, entry, decimals, price) : undefined;
  const canSubmit = result.ok && entry !== undefined && !props.isPending;

  const tokenItems: PickerOption[] = tokens.map((option) => ({
    id: option.ticker,
    label: option.ticker,
    icon: <TokenIcon symbol={option.ticker} />,
    detail: formatAmount(option.balance, option.decimals),
  }));
  const networkItems: PickerOption[] = networks.map((n) => ({
    id: n.network,
    label: n.network,
    detail: t('withdraw.networkDetail', {
      time: formatDuration(n.settlementSec),
      fee: formatAmount(n.feeUnits, decimals),
      token: n.feeToken,
      usd: formatUsd(withdrawBreakdown(0n, 0n, n, decimals, price).feeUsd),
    }),
  }));

  return (
    <form
      className="withdraw-form"
      noValidate
      aria-label={t('withdraw.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSubmit) props.onSubmit(result.value);
      }}
    >
      <div className="withdraw-pickers">
        <Select
          label={t('withdraw.token')}
          items={tokenItems}
          value={token}
          onChange={(key: Key | null) => key !== null && props.onTokenChange(String(key) as TokenTicker)}
          isDisabled={props.isPending}
        />
        <Select
          label={t('withdraw.network')}
          items={networkItems}
          value={network}
          onChange={(key: Key | null) => key !== null && props.onNetworkChange(String(key) as TransferNetwork)}
          isDisabled={props.isPending}
        />
      </div>
      <TextField
        label={t('withdraw.address')}
        value={props.address}
        onChange={props.onAddressChange}
        placeholder={t(`withdraw.addressPlaceholder.${network}`)}
        autoComplete="off"
        isDisabled={props.isPending}
        isInvalid={addressIssue !== undefined}
        errorMessage={addressIssue ? t(addressIssue.key) : undefined}
      />
      <AmountField
        label={t('withdraw.amount')}
        value={props.amount}
        onChange={props.onAmountChange}
        decimals={decimals}
        unit={token}
        max={limit}
        placeholder={minWithdrawAmountText(decimals)}
        isDisabled={props.isPending}
        description={t(props.borrow ? 'withdraw.availableWithBorrow' : 'withdraw.available', {
          amount: formatAmount(limit, decimals),
          ticker: token,
        })}
        isInvalid={amountIssue !== undefined}
        errorMessage={amountError}
        // an amount over the limit says why at once, as Supply and the vault do (Confirm only went grey, unexplained)
        errorVisibility={amountIssue?.key === 'errors.exceedsBalance' ? 'always' : undefined}
      />
      <Slider
        aria-label={t('withdraw.share')}
        scale="bps"
        value={Number(shareInBps(units, limit))}
        onChange={(bps) => props.onAmountChange(unitsToInputText(amountAtBps(limit, BigInt(bps)), decimals))}
        isDisabled={props.isPending || limit === 0n}
      />
      <div className="withdraw-borrow">
        <Switch
          isSelected={props.borrow}
          onChange={props.onBorrowChange}
          isDisabled={props.isPending || !props.canBorrow}
          description={t('withdraw.borrowHelp')}
        >
          {t('withdraw.borrow')}
        </Switch>
        <span className="withdraw-borrow-side">
          <span className="withdraw-borrow-state" data-on={props.borrow || undefined}>
            {t(props.borrow ? 'withdraw.borrowOn' : 'withdraw.borrowOff')}
          </span>
          {props.borrow && (
            <Button size="sm" variant="ghost" onPress={props.onBorrowDetails}>
              {t('withdraw.borrowDetails')}
            </Button>
          )}
        </span>
      </div>
      {figures && entry && (
        <dl className="withdraw-breakdown">
          <div>
            <dt>{t('withdraw.balanceChange')}</dt>
            <dd className="num" data-trend={figures.balanceChange < 0n ? 'down' : undefined}>
              {formatAmount(figures.balanceChange, decimals)} {token}
            </dd>
          </div>
          {props.borrow && figures.borrowed > 0n && (
            <div>
              <dt>{t('withdraw.borrowed')}</dt>
              <dd className="num">
                {formatAmount(figures.borrowed, decimals)} {token}
              </dd>
            </div>
          )}
          {props.health && units > 0n && (
            <>
              <div>
                <dt>{t('withdraw.accountValueAfter')}</dt>
                <dd className="num">{change(props.health, (s) => formatUsd(s.balanceUsd))}</dd>
              </div>
              <div>
                <dt>{t('withdraw.leverageAfter')}</dt>
                <dd className="num">
                  {change(props.health, (s) => (s.leverage === null ? '–' : formatLeverage(s.leverage)))}
                </dd>
              </div>
              <div>
                <dt>{t('withdraw.marginUsageAfter')}</dt>
                <dd className="num">
                  {change(props.health, (s) => (s.marginUsage === null ? '–' : formatPercent(s.marginUsage)))}
                </dd>
              </div>
            </>
          )}
          <div>
            <dt>{t('withdraw.value')}</dt>
            <dd className="num">{formatUsd(figures.amountUsd)}</dd>
          </div>
          <div>
            <dt>{t('withdraw.settlementTime')}</dt>
            <dd className="num">{formatDuration(figures.settlementSec)}</dd>
          </div>
          <div>
            <dt>{t('withdraw.fee')}</dt>
            <dd className="num">
              {formatAmount(entry.feeUnits, decimals)} {entry.feeToken} ({formatUsd(figures.feeUsd)})
            </dd>
          </div>
        </dl>
      )}
      <Button
        type="submit"
        variant="danger"
        size="lg"
        isFullWidth
        isDisabled={!canSubmit && !props.isPending}
        isPending={props.isPending}
      >
        {t('withdraw.confirm')}
      </Button>
    </form>
  );
}

/** A figure before and after: "before → after". */
function change(
  health: NonNullable<WithdrawFormViewProps['health']>,
  figure: (summary: AccountSummary) => string,
): string {
  return t('withdraw.change', { before: figure(health.before), after: figure(health.after) });
}

/**
 * The amount's error: an amount above the limit says what binds it (the balance, the account's margin, or the pool's
 * available liquidity when borrowing), never "exceeds your balance" when the balance is not the cause.
 */
function amountMessage(key: ValidationKey, props: WithdrawFormViewProps, decimals: number): string {
  if (key !== 'errors.exceedsBalance' || props.limitCause === 'balance') return t(key);
  if (props.limitCause === 'margin')
    return t('withdraw.exceedsMargin', { amount: formatAmount(props.limit, decimals), ticker: props.token });
  if (props.borrowable === 0n) return t('withdraw.exceedsNoLiquidity', { ticker: props.token });
  return t('withdraw.exceedsLiquidity', { amount: formatAmount(props.borrowable, decimals), ticker: props.token });
}
