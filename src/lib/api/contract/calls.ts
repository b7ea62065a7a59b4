/**
 * The call table: every backend call of SPEC section 7, with its request and response schema and how it is
 * authorized. The HTTP route of a call is `POST /api/<name>`; client and server both derive from this table.
 * auth: 'public' reads; 'wallet' carries a WalletProof in the body; 'session' needs the signature headers of
 * auth.ts by a key of the request's userId.
 */
import * as v from 'valibot';
import * as f from './funds.ts';
import * as h from './history.ts';
import * as m from './market.ts';
import * as r from './referral.ts';
import * as t from './trading.ts';
import * as u from './user.ts';

type Auth = 'public' | 'wallet' | 'session';
const call = <Q extends v.GenericSchema, R extends v.GenericSchema>(request: Q, response: R, auth: Auth) =>
  ({ request, response, auth }) as const;
const history = <R extends v.GenericSchema>(response: R) => call(h.HistoryRequest, response, 'public');

/** Every call: name -> {request, response, auth}. */
export const CALLS = {
  getBorrowLendingData: call(m.NoRequest, m.BorrowLendingResponse, 'public'),
  getPriceIndexes: call(m.NoRequest, m.PriceIndexesResponse, 'public'),
  getConfig: call(m.NoRequest, m.ConfigResponse, 'public'),
  getPerpOrderBookData: call(m.OrderBookRequest, m.OrderBookResponse, 'public'),
  getPerpRecentTrades: call(m.RecentTradesRequest, m.RecentTradesResponse, 'public'),
  getPerpMarketsData: call(m.PerpMarketsRequest, m.PerpMarketsResponse, 'public'),
  candles: call(m.CandlesRequest, m.CandlesResponse, 'public'),
  getTime: call(m.NoRequest, m.TimeResponse, 'public'),
  createUser: call(u.CreateUserRequest, u.CreateUserResponse, 'wallet'),
  getUsersByAddress: call(u.UsersByAddressRequest, u.UsersByAddressResponse, 'public'),
  getUserData: call(u.UserDataRequest, u.UserDataResponse, 'public'),
  fetchUserStats: call(u.UserStatsRequest, u.UserStatsResponse, 'public'),
  addApiKey: call(u.AddApiKeyRequest, u.AddApiKeyResponse, 'wallet'),
  setApiKey: call(u.SetApiKeyRequest, u.SetApiKeyResponse, 'public'),
  removeApiKey: call(u.RemoveApiKeyRequest, u.TxResponse, 'session'),
  transferToUser: call(u.TransferRequest, u.TxResponse, 'session'),
  setAliasName: call(u.SetAliasRequest, u.TxResponse, 'session'),
  addSubAccount: call(u.AddSubAccountRequest, u.AddSubAccountResponse, 'session'),
  placePerpMarketOrder: call(t.PlaceMarketOrderRequest, t.PlaceOrderResponse, 'session'),
  placeLimitOrder: call(t.PlaceLimitOrderRequest, t.PlaceOrderResponse, 'session'),
  cancelOrders: call(t.CancelOrdersRequest, t.CancelOrdersResponse, 'session'),
  placeTriggerOrder: call(t.PlaceTriggerOrderRequest, t.PlaceTriggerOrderResponse, 'session'),
  placeTpSl: call(t.PlaceTpSlRequest, t.PlaceTpSlResponse, 'session'),
  cancelTriggerOrders: call(t.CancelTriggerOrdersRequest, t.CancelTriggerOrdersResponse, 'session'),
  setLeverage: call(t.SetLeverageRequest, t.SetLeverageResponse, 'session'),
  depositTokenPayload: call(f.DepositPayloadRequest, f.DepositPayloadResponse, 'public'),
  claimDeposit: call(f.ClaimDepositRequest, f.ClaimDepositResponse, 'session'),
  withdraw: call(f.WithdrawRequest, u.TxResponse, 'session'),
  testFaucet: call(f.TestFaucetRequest, f.TestFaucetResponse, 'session'),
  startFaucet: call(f.FaucetRunRequest, f.FaucetRunResponse, 'session'),
  getFaucetRun: call(f.FaucetRunRequest, f.FaucetRunResponse, 'public'),
  lend: call(f.LendRequest, f.SharesResponse, 'session'),
  withdrawLend: call(f.WithdrawLendRequest, f.SharesResponse, 'session'),
  borrow: call(f.LendRequest, f.SharesResponse, 'session'),
  repayBorrow: call(f.RepayBorrowRequest, f.SharesResponse, 'session'),
  setAutoLend: call(f.SetAutoLendRequest, u.TxResponse, 'session'),
  vaultDeposit: call(f.VaultDepositRequest, f.SharesResponse, 'session'),
  vaultWithdraw: call(f.VaultWithdrawRequest, f.SharesResponse, 'session'),
  claimReferral: call(r.ClaimReferralRequest, r.ClaimReferralResponse, 'session'),
  getUserPortfolioValueHistory: history(h.PortfolioHistoryResponse),
  getUserTradeStatsHistory: history(h.TradeStatsHistoryResponse),
  getUserPerpOrders: history(h.PerpOrdersResponse),
  getUserPerpFills: history(h.PerpFillsResponse),
  getUserTriggerOrders: history(h.TriggerOrdersResponse),
  getUserTransfersHistory: history(h.TransfersResponse),
  getUserHistoricalDeposits: history(h.DepositsResponse),
  getUserFundingHistory: history(h.FundingHistoryResponse),
  getUserWithdrawalsHistory: history(h.WithdrawalsResponse),
  getUserAggregatedReferralStats: history(r.AggregatedReferralResponse),
  getUserAggregatedStats: history(h.AggregatedStatsResponse),
  getUserReferralStatsHistory: call(r.ReferralStatsRequest, r.ReferralStatsResponse, 'public'),
  getUserVaultHistory: history(h.VaultTransfersResponse),
  getUserVaultPerformanceHistory: history(h.VaultPerformanceResponse),
} as const;

/** A call name. */
export type CallName = keyof typeof CALLS;
/** The request type of a call, as the caller writes it (defaults may be left out). */
export type CallInput<N extends CallName> = v.InferInput<(typeof CALLS)[N]['request']>;
/** The request type of a call after validation (defaults filled in). */
export type CallRequest<N extends CallName> = v.InferOutput<(typeof CALLS)[N]['request']>;
/** The response type of a call. */
export type CallResponse<N extends CallName> = v.InferOutput<(typeof CALLS)[N]['response']>;
/** Every call name, in table order. */
export const CALL_NAMES = Object.keys(CALLS) as CallName[];

/** True when a text names a call. */
export function isCallName(name: string): name is CallName {
  return Object.hasOwn(CALLS, name);
}
/** The HTTP path of a call. */
export function callPath(name: CallName): string {
  return `/api/${name}`;
}
