import type { Key } from 'react-aria-components';
import { AmountField } from '#islands/ui/AmountField.tsx';
import { Button } from '#islands/ui/Button.tsx';
import { TokenIcon, type PickerOption } from '#islands/ui/Options.tsx';
import { Select } from '#islands/ui/Select.tsx';
import { depositTimeColour } from '#lib/domain/constants.ts';
import { formatAmount, formatUsd } from '#lib/domain/format.ts';
import type { TokenTicker } from '#lib/domain/tokens.ts';
import { TRANSFER_NETWORKS, type TransferNetwork } from '#lib/domain/transfer-networks.ts';
import { readAmount } from '#lib/domain/validation/result.ts';
import { validateDeposit } from '#lib/domain/validation/deposit.ts';
import { usdValue } from '#lib/domain/value.ts';
import { formatDuration } from '#lib/i18n/duration.ts';
import './deposit.css';
import { t, type FundsMessageKey } from '#lib/i18n/funds.ts';
import { DepositStepHeader } from './DepositStepHeader.tsx';
import { DepositWalletRow, type DepositWalletView } from './DepositWalletRow.tsx';

export type { DepositWalletView } from './DepositWalletRow.tsx';

/** A token the form offers (SPEC 3 token item): its wallet balance, decimals and index price. */
export interface DepositTokenOption {
  readonly ticker: TokenTicker;
  readonly name: string;
  /** Wallet balance in base units; undefined while no wallet's coins are known. */
  readonly balance: bigint | undefined;
  readonly decimals: number;
  /** Index price, USD x 10^9 (0 when unknown). */
  readonly usdPrice: bigint;
}

/** Props of the wallet deposit form. */
export interface DepositFormViewProps {
  readonly network: TransferNetwork;
  readonly onNetworkChange: (network: TransferNetwork) => void;
  readonly tokens: readonly DepositTokenOption[];
  readonly token: TokenTicker;
  readonly onTokenChange: (token: TokenTicker) => void;
  readonly wallet: DepositWalletView;
  /** Opens wallet selection. */
  readonly onSelectWallet: () => void;
  readonly onRetryCoins: () => void;
  /** Why the linked wallet cannot deposit (a Solana wallet signs no Aptos transaction). */
  readonly walletError?: FundsMessageKey;
  readonly amount: string;
  readonly onAmountChange: (amount: string) => void;
  /** Seconds the deposit takes to arrive on this network. */
  readonly estimatedSec: number;
  readonly isPending: boolean;
  /** Called with the exact base units once the form passes SPEC 5's deposit rules. */
  readonly onSubmit: (units: bigint) => void;
  readonly onBack: () => void;
}

const NETWORK_SYMBOL: Readonly<Record<TransferNetwork, string>> = { Aptos: 'APT', Solana: 'SOL', Ethereum: 'ETH' };

const NETWORK_OPTIONS: readonly PickerOption[] = TRANSFER_NETWORKS.map((network) => ({
  id: network,
  label: network,
  icon: <TokenIcon symbol={NETWORK_SYMBOL[network]} />,
}));

/** The token picker's rows: icon, ticker, and the wallet balance when known. */
function tokenOptions(tokens: readonly DepositTokenOption[]): PickerOption[] {
  return tokens.map((token) => ({
    id: token.ticker,
    label: token.ticker,
    icon: <TokenIcon symbol={token.ticker} />,
    ...(token.balance === undefined ? {} : { detail: formatAmount(token.balance, token.decimals) }),
  }));
}

/**
 * The wallet deposit form (SPEC 2 and 5): network (only Aptos takes deposits; Solana and Ethereum say they are not
 * supported yet), token with the wallet's balances, amount with Max (never rounded up), its USD value and the
 * estimated deposit time coloured by SPEC 9's thresholds; Deposit is enabled only for a valid amount within the
 * balance. With no wallet the amount says errors.errorBalance and the wallet row offers Connect wallet.
 */
export function DepositFormView(props: DepositFormViewProps) {
  const { network, tokens, token, wallet, amount } = props;
  const selected = tokens.find((option) => option.ticker === token);
  const decimals = selected?.decimals ?? 0;
  const balance = wallet.status === 'ready' ? selected?.balance : undefined;
  const result = validateDeposit({ token: selected?.ticker, network, amountText: amount, decimals, balance });
  const issue = (field: 'network' | 'amount') => (result.ok ? undefined : result.issues.find((i) => i.field === field));
  const networkIssue = issue('network');
  // an unsupported network says so once, on the network; the amount waits for a network that takes deposits
  const amountIssue = networkIssue ? undefined : issue('amount');
  const read = readAmount(amount, decimals);
  const units = read.kind === 'amount' ? read.units : 0n;
  const canSubmit = result.ok && props.walletError === undefined && !props.isPending;
  const colour = depositTimeColour(props.estimatedSec);

  return (
    <form
      className="deposit-form"
      noValidate
      aria-label={t('deposit.form.heading')}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSubmit) props.onSubmit(result.value.units);
      }}
    >
      <DepositStepHeader heading={t('deposit.form.heading')} onBack={props.onBack} isBackDisabled={props.isPending} />
      <Select
        label={t('deposit.form.network')}
        items={NETWORK_OPTIONS}
        value={network}
        onChange={(key: Key | null) => key !== null && props.onNetworkChange(String(key) as TransferNetwork)}
        isDisabled={props.isPending}
        isInvalid={networkIssue !== undefined}
        errorVisibility="always"
        errorMessage={networkIssue ? t(networkIssue.key) : undefined}
      />
      <DepositWalletRow
        wallet={wallet}
        isUnsupported={networkIssue !== undefined}
        error={props.walletError}
        isDisabled={props.isPending}
        onSelectWallet={props.onSelectWallet}
        onRetryCoins={props.onRetryCoins}
      />
      <Select
        label={t('deposit.form.token')}
        items={tokenOptions(tokens)}
        value={token}
        onChange={(key: Key | null) => key !== null && props.onTokenChange(String(key) as TokenTicker)}
        isDisabled={props.isPending}
        isLoading={wallet.status === 'loading'}
      />
      <AmountField
        label={t('deposit.form.amount')}
        value={amount}
        onChange={props.onAmountChange}
        decimals={decimals}
        unit={token}
        placeholder="0.00"
        {...(balance === undefined ? {} : { max: balance })}
        isDisabled={props.isPending || networkIssue !== undefined}
        description={
          balance === undefined
            ? undefined
            : t('deposit.form.walletBalance', { amount: formatAmount(balance, decimals), ticker: token })
        }
        isInvalid={amountIssue !== undefined}
        // no wallet: the amount says so at once (errors.errorBalance), other rules after the field is left
        errorVisibility={amountIssue?.key === 'errors.errorBalance' ? 'always' : 'afterBlur'}
        errorMessage={amountIssue ? t(amountIssue.key) : undefined}
      />
      <dl className="deposit-summary">
        <div>
          <dt>{t('deposit.form.value')}</dt>
          <dd className="num">{formatUsd(usdValue(units, decimals, selected?.usdPrice ?? 0n, 'floor'))}</dd>
        </div>
        <div>
          <dt>{t('deposit.form.estimatedTime')}</dt>
          <dd className="num deposit-time" data-colour={colour}>
            {formatDuration(props.estimatedSec)}
          </dd>
        </div>
      </dl>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        isFullWidth
        isDisabled={!canSubmit && !props.isPending}
        isPending={props.isPending}
      >
        {t('deposit.form.submit')}
      </Button>
    </form>
  );
}
