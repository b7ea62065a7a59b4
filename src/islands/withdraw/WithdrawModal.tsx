import { useState } from 'react';
import { useIslandStore } from '#islands/app/use-island-store.ts';
import { Modal } from '#islands/ui/Modal.tsx';
import { OverlayLoading } from '#islands/ui/OverlayLoading.tsx';
import { accountSummary, afterOutflow } from '#lib/domain/account-summary.ts';
import { RATE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { formatAmount } from '#lib/domain/format.ts';
import { readAmount } from '#lib/domain/validation/result.ts';
import { TOKEN_DECIMALS, isTokenTicker, type TokenTicker } from '#lib/domain/tokens.ts';
import { withdrawNetworks, type TransferNetwork } from '#lib/domain/transfer-networks.ts';
import type { WithdrawLimit } from '#lib/domain/withdraw-limit.ts';
import { t } from '#lib/i18n/funds.ts';
import { $config } from '#stores/config.ts';
import { $borrowLend } from '#stores/lending.ts';
import { $modalPending, runModalAction, type ModalComponentProps } from '#stores/modal.ts';
import { openPanel } from '#stores/panel.ts';
import { $indexPrices } from '#stores/prices.ts';
import { readyValue } from '#stores/resource.ts';
import { withSession } from '#stores/session.ts';
import { notify } from '#stores/toasts.ts';
import { $summaryInput, $userData } from '#stores/user-data.ts';
import { WithdrawFormView, type WithdrawTokenOption } from './WithdrawFormView.tsx';
import { decodePool, withdrawAmountLimit } from './withdraw-figures.ts';

const NO_LIMIT: WithdrawLimit = { amount: 0n, cause: 'balance', borrowable: 0n };

/**
 * The withdraw modal (431 px), opened by openModal('withdraw', { token? }): the account's balances, prices, the
 * token's pool and factors feed the form's limit; Enable borrow opens the borrow details panel above it. Confirm
 * runs the session-signed withdraw as the modal's action (loading, then it closes with a toast either way).
 */
export function WithdrawModal({ args, isOpen, onClose }: ModalComponentProps<'withdraw'>) {
  const userData = readyValue(useIslandStore($userData));
  const config = readyValue(useIslandStore($config));
  const lending = readyValue(useIslandStore($borrowLend));
  const prices = useIslandStore($indexPrices, new Map());
  const isPending = useIslandStore($modalPending);
  const summaryInput = useIslandStore($summaryInput);
  const first = args?.token !== undefined && isTokenTicker(args.token) ? args.token : 'USDC';
  const [token, setToken] = useState<TokenTicker>(first);
  const [network, setNetwork] = useState<TransferNetwork>('Aptos');
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [borrow, setBorrow] = useState(false);

  const tokenConfig = config?.tokens[token];
  const networks = withdrawNetworks(token);
  const entry = networks.find((n) => n.network === network) ?? networks[0];
  const wirePool = lending?.data[token];
  const tokens: WithdrawTokenOption[] = Object.keys(TOKEN_DECIMALS)
    .filter(isTokenTicker)
    .map((ticker) => ({
      ticker,
      balance: userData?.balances.get(ticker) ?? 0n,
      decimals: TOKEN_DECIMALS[ticker],
      price: prices.get(ticker) ?? 0n,
    }));
  const rate = (text: string | undefined) => (text === undefined ? 0n : parseDecimal(text, RATE_DECIMALS));
  const limit =
    userData === undefined || entry === undefined
      ? NO_LIMIT
      : withdrawAmountLimit(
          {
            balance: userData.balances.get(token) ?? 0n,
            lendingShares: userData.lendingShares.get(token) ?? 0n,
            borrowShares: userData.borrowShares.get(token) ?? 0n,
            owed: userData.owed.get(token) ?? 0n,
            decimals: TOKEN_DECIMALS[token],
            price: prices.get(token) ?? 0n,
            collateralFactor: rate(tokenConfig?.collateralFactor),
            borrowInitialFactor: rate(tokenConfig?.borrowInitialFactor),
            headroomUsd: userData.margin.initialCollateral - userData.margin.initialRequired,
            pool: wirePool === undefined ? undefined : decodePool(wirePool),
            borrowEnabled: wirePool?.borrowEnabled ?? false,
          },
          entry.feeUnits,
          borrow,
        );
  // the account panel's figures now and after the amount and the network's fee leave
  const read = readAmount(amount, TOKEN_DECIMALS[token]);
  const outflow = read.kind === 'amount' && read.units > 0n ? read.units + (entry?.feeUnits ?? 0n) : 0n;
  const health =
    summaryInput === undefined
      ? undefined
      : { before: accountSummary(summaryInput), after: accountSummary(afterOutflow(summaryInput, token, outflow)) };

  const submit = ({ units, address: recipient }: { units: bigint; address: string }) => {
    const userId = userData?.userId;
    const tokenAddress = tokenConfig?.contractAddress;
    if (userId === undefined || tokenAddress === undefined) return;
    void runModalAction(async () => {
      try {
        await withSession(userId, (api) =>
          api.withdraw({ userId, tokenAddress, amount: units.toString(), recipient, network, borrow }),
        );
        notify({
          kind: 'success',
          title: 'sonnerMessages.withdraw.success',
          description: 'sonnerMessages.withdraw.successDescription',
          params: { amount: formatAmount(units, TOKEN_DECIMALS[token]), ticker: token, network },
        });
      } catch (error) {
        notify({
          kind: 'error',
          title: 'sonnerMessages.withdraw.error',
          description: 'sonnerMessages.withdraw.description',
        });
        throw error;
      }
    });
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => open || onClose()}
      title={t('withdraw.title')}
      size="withdraw"
      isPending={isPending}
    >
      {userData === undefined ? (
        <OverlayLoading />
      ) : (
        <WithdrawFormView
          tokens={tokens}
          token={token}
          onTokenChange={(next) => {
            setToken(next);
            setAmount('');
            // a network the new token cannot go to falls back to its first
            if (!withdrawNetworks(next).some((n) => n.network === network)) setNetwork('Aptos');
          }}
          networks={networks}
          network={entry?.network ?? 'Aptos'}
          onNetworkChange={setNetwork}
          address={address}
          onAddressChange={setAddress}
          amount={amount}
          onAmountChange={setAmount}
          limit={limit.amount}
          limitCause={limit.cause}
          borrowable={limit.borrowable}
          {...(health === undefined ? {} : { health })}
          borrow={borrow}
          onBorrowChange={(on) => {
            setBorrow(on);
            if (on) openPanel('borrowDetails', { token });
          }}
          onBorrowDetails={() => openPanel('borrowDetails', { token })}
          canBorrow={wirePool?.borrowEnabled ?? false}
          isPending={isPending}
          onSubmit={submit}
        />
      )}
    </Modal>
  );
}
