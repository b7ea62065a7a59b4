/**
 * Which component each modal id opens, loaded through import() when it first opens: no modal's code is on a page
 * before that (dependency-cruiser's hosts-load-features-lazily rule keeps static imports out). Modals of features
 * still to be built have no entry yet; opening one is reported and closed by the host.
 */
import type { ModalArgs } from '#stores/modal.ts';
import type { OverlayRegistry } from './OverlayHost.tsx';

/** Lazy modal components by id (SPEC 4's modal flags). */
export const MODAL_REGISTRY: OverlayRegistry<ModalArgs> = {
  deposit: () => import('#islands/deposit/DepositModal.tsx').then((m) => m.DepositModal),
  withdraw: () => import('#islands/withdraw/WithdrawModal.tsx').then((m) => m.WithdrawModal),
  marketClose: () => import('#islands/trade/close/CloseModal.tsx').then((m) => m.MarketCloseModal),
  limitClose: () => import('#islands/trade/close/CloseModal.tsx').then((m) => m.LimitCloseModal),
  createAccount: () => import('#islands/wallet/CreateAccountModal.tsx').then((m) => m.CreateAccountModal),
  establishConnection: () =>
    import('#islands/wallet/EstablishConnectionModal.tsx').then((m) => m.EstablishConnectionModal),
  transferFunds: () => import('#islands/subaccounts/TransferFundsModal.tsx').then((m) => m.TransferFundsModal),
  editAccount: () => import('#islands/subaccounts/EditAccountModal.tsx').then((m) => m.EditAccountModal),
  addAccount: () => import('#islands/subaccounts/AddAccountModal.tsx').then((m) => m.AddAccountModal),
  closeAll: () => import('#islands/activity/CloseAllModal.tsx').then((m) => m.CloseAllModal),
  leverage: () => import('#islands/trade/leverage/LeverageModal.tsx').then((m) => m.LeverageModal),
  tpsl: () => import('#islands/trade/tpsl/TpSlModal.tsx').then((m) => m.TpSlModal),
  lend: () => import('#islands/earn/LendingModal.tsx').then((m) => m.LendModal),
  withdrawLend: () => import('#islands/earn/LendingModal.tsx').then((m) => m.WithdrawLendModal),
  borrow: () => import('#islands/earn/LendingModal.tsx').then((m) => m.BorrowModal),
  repay: () => import('#islands/earn/LendingModal.tsx').then((m) => m.RepayModal),
};
