import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { formatAmount, formatUsd, unitsToInputText } from '#lib/domain/format.ts';
import { amountAtBps, shareInBps } from '#lib/domain/percent.ts';
import { readAmount } from '#lib/domain/validation/result.ts';
import { validateTransfer } from '#lib/domain/validation/transfer.ts';
import { usdValue } from '#lib/domain/value.ts';
import { t } from '#lib/i18n/index.ts';
import { AmountField } from '#islands/ui/AmountField.tsx';
import { Button } from '#islands/ui/Button.tsx';
import { Select } from '#islands/ui/Select.tsx';
import { Slider } from '#islands/ui/Slider.tsx';
import { ACCOUNTS, TOKENS } from './fixtures.tsx';
import './transfer-form.css';

/** Where the composition starts: any field may be preset to show a state. */
export interface TransferFormProps {
  readonly from?: string;
  readonly to?: string;
  readonly token?: string;
  readonly amount?: string;
  /** Called with the exact base units when the form passes the domain's transfer rules. */
  readonly onSubmit: (transfer: { from: string; to: string; token: string; units: bigint }) => void;
}

/**
 * SPEC 2's Transfer funds form built only from the kit: from and to accounts, a token picker with balances, the
 * amount with Max and the 25/50/75/100 slider (both exact through amountAtBps / shareInBps), a summary, and a
 * primary submit that turns pending. Rules come from the domain's validateTransfer (SPEC 5).
 */
export function TransferForm(props: TransferFormProps) {
  const [from, setFrom] = useState(props.from ?? '1');
  const [to, setTo] = useState(props.to ?? '7');
  const [tokenId, setTokenId] = useState(props.token ?? 'USDC');
  const [amount, setAmount] = useState(props.amount ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const token = TOKENS.find((item) => item.id === tokenId) ?? TOKENS[0];
  if (token === undefined) throw new Error('no tokens');

  const read = readAmount(amount, token.decimals);
  const units = read.kind === 'amount' ? read.units : 0n;
  const bps = Number(shareInBps(units, token.balance));
  const result = validateTransfer({
    fromUserId: from,
    toUserId: to,
    amountText: amount,
    decimals: token.decimals,
    usdPrice: token.usdPrice,
    balance: token.balance,
    ticker: token.label,
  });
  const issue = (field: 'to' | 'amount') => (result.ok ? undefined : result.issues.find((i) => i.field === field));
  const toIssue = issue('to');
  const amountIssue = issue('amount');
  const visibility = submitted ? 'always' : 'afterBlur';

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    setSubmitted(true);
    if (!result.ok || pending) return;
    setPending(true);
    props.onSubmit({ from, to, token: tokenId, units: result.value.units });
  };

  const pick = (set: (value: string) => void) => (key: Key | null) => set(key === null ? '' : String(key));
  return (
    <form className="transfer-form" onSubmit={submit} noValidate aria-labelledby="transfer-title">
      <h2 id="transfer-title" className="transfer-title">
        Transfer funds
      </h2>
      <div className="transfer-accounts">
        <Select label="From" items={ACCOUNTS} value={from} onChange={pick(setFrom)} />
        <Select
          label="To"
          items={ACCOUNTS}
          value={to}
          onChange={pick(setTo)}
          isInvalid={toIssue !== undefined}
          errorMessage={toIssue ? t(toIssue.key, toIssue.params) : undefined}
          errorVisibility={visibility}
        />
      </div>
      <Select label="Token" items={TOKENS} value={tokenId} onChange={pick(setTokenId)} />
      <AmountField
        label="Amount"
        value={amount}
        onChange={setAmount}
        decimals={token.decimals}
        unit={token.label}
        max={token.balance}
        placeholder="0.00"
        description={`Available ${formatAmount(token.balance, token.decimals)} ${token.label}`}
        isInvalid={amountIssue !== undefined}
        errorMessage={amountIssue ? t(amountIssue.key, amountIssue.params) : undefined}
        errorVisibility={visibility}
      />
      <Slider
        aria-label="Share of balance"
        scale="bps"
        value={bps}
        onChange={(next) => setAmount(unitsToInputText(amountAtBps(token.balance, BigInt(next)), token.decimals))}
        isDisabled={token.balance === 0n}
      />
      <dl className="transfer-summary">
        <div>
          <dt>Value</dt>
          <dd className="num">{formatUsd(usdValue(units, token.decimals, token.usdPrice, 'floor'))}</dd>
        </div>
        <div>
          <dt>Balance after</dt>
          <dd className="num">
            {formatAmount(token.balance - units > 0n ? token.balance - units : 0n, token.decimals)} {token.label}
          </dd>
        </div>
      </dl>
      <Button type="submit" variant="primary" size="lg" isFullWidth isPending={pending}>
        Transfer
      </Button>
    </form>
  );
}
