import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Ed25519PublicKey } from '@aptos-labs/ts-sdk';
import {
  Address,
  Alias,
  Amount,
  CALL_NAMES,
  CALLS,
  Channel,
  ClientMessage,
  MarketName,
  PositiveAmount,
  PositivePrice,
  Price,
  ServerMessage,
  StreamEvent,
  UserId,
  callPath,
  isCallName,
  requestMessage,
  walletMessage,
} from '#lib/api/contract.ts';
import { createKeyPair, ed25519Address, signText, verifyText } from '#lib/api/signing.ts';

const A = `0x${'ab'.repeat(32)}`;

describe.each([
  [
    'Amount',
    Amount,
    ['0', '1500000', '18446744073709551615'],
    ['-1', '1.5', '01', '', '18446744073709551616', 1, null],
  ],
  ['PositiveAmount', PositiveAmount, ['1'], ['0', '-5']],
  ['Price', Price, ['0', '97123.45', '0.000000001'], ['1.0000000001', '-1', '1e5', '.5', 'NaN', 97123.45]],
  ['PositivePrice', PositivePrice, ['0.1'], ['0', '0.000']],
  ['UserId', UserId, ['0', '42'], ['-1', '0x1', '', 'abc', 42]],
  ['Address', Address, [A], ['0x1', A.toUpperCase(), `${A}00`]],
  ['MarketName', MarketName, ['BTC-PERP'], ['btc-perp', 'BTC', 'BTC-PERP-X']],
  ['Alias', Alias, ['abc', 'Main1'], ['ab', 'a'.repeat(33), 'has space', 'émile']],
  ['Channel', Channel, ['market:BTC-PERP', 'indexPrices', 'borrowLend', 'user:7'], ['user:x', 'market:', 'all']],
] as const)('%s', (_name, schema, good, bad) => {
  it.each(good.map((g) => [g]))('accepts %j', (value) => expect(v.safeParse(schema, value).success).toBe(true));
  it.each(bad.map((b) => [b]))('rejects %j', (value) => expect(v.safeParse(schema, value).success).toBe(false));
});

describe('call table', () => {
  it('names every call of SPEC section 7', () => {
    const spec = [
      'getBorrowLendingData',
      'getPriceIndexes',
      'getConfig',
      'createUser',
      'getUsersByAddress',
      'getUserData',
      'addApiKey',
      'setApiKey',
      'transferToUser',
      'setAliasName',
      'placePerpMarketOrder',
      'placeLimitOrder',
      'cancelOrders',
      'addSubAccount',
      'depositTokenPayload',
      'claimDeposit',
      'withdraw',
      'testFaucet',
      'getUserPortfolioValueHistory',
      'getUserTradeStatsHistory',
      'getUserPerpOrders',
      'getUserPerpFills',
      'getUserTransfersHistory',
      'getUserHistoricalDeposits',
      'getUserFundingHistory',
      'getUserWithdrawalsHistory',
      'getUserAggregatedReferralStats',
      'getUserAggregatedStats',
      'getUserReferralStatsHistory',
      'getPerpOrderBookData',
      'getPerpRecentTrades',
      'getPerpMarketsData',
      'getTime',
      'fetchUserStats',
      'candles',
      'vaultDeposit',
      'vaultWithdraw',
      'lend',
      'borrow',
    ];
    for (const name of spec) expect(isCallName(name), name).toBe(true);
    expect(isCallName('toString')).toBe(false);
  });
  it('derives one POST path per call', () => {
    expect(new Set(CALL_NAMES.map(callPath)).size).toBe(CALL_NAMES.length);
    expect(callPath('getConfig')).toBe('/api/getConfig');
  });
  it.each(CALL_NAMES.filter((n) => CALLS[n].auth === 'session').map((n) => [n]))(
    '%s names the acting userId',
    (name) => {
      expect(Object.keys((CALLS[name].request as unknown as { entries: object }).entries)).toContain('userId');
    },
  );
  it('rejects unknown request fields', () => {
    expect(v.safeParse(CALLS.getUserData.request, { userId: '1', extra: 1 }).success).toBe(false);
  });
});

describe('referral calls', () => {
  const T = Date.UTC(2030, 1, 1);
  const row = {
    timestamp: T,
    month: '2030-02',
    refereeId: '7',
    volume: '5000000000',
    fees: '-1',
    kickback: '500000',
    trades: 1,
  };
  it('claims as a session-signed call of the acting account only', () => {
    expect(CALLS.claimReferral.auth).toBe('session');
    expect(v.safeParse(CALLS.claimReferral.request, { userId: '3' }).success).toBe(true);
    expect(v.safeParse(CALLS.claimReferral.request, { userId: '3', amount: '5' }).success).toBe(false);
  });
  it.each([
    [{ amount: '500000', txHash: `0x${'ab'.repeat(32)}` }, true],
    [{ amount: '0', txHash: null }, true],
    [{ amount: '-1', txHash: null }, false],
    [{ amount: 0.5, txHash: null }, false],
    [{ amount: '5' }, false],
  ])('claimReferral answer %j -> %s', (answer, ok) =>
    expect(v.safeParse(CALLS.claimReferral.response, answer).success).toBe(ok),
  );
  it.each([
    [{}, true],
    [{ paginationCursor: `${T}:7`, limit: 1000 }, true],
    [{ limit: 0 }, false],
    [{ limit: 1001 }, false],
    [{ limit: 2.5 }, false],
  ])('getUserReferralStatsHistory request with %j -> %s', (extra, ok) => {
    const request = { userId: '3', olderTimestampMs: 0, newerTimestampMs: T, ...extra };
    expect(v.safeParse(CALLS.getUserReferralStatsHistory.request, request).success).toBe(ok);
  });
  it.each([
    [row, true],
    [{ ...row, month: '2030-2' }, false],
    [{ ...row, refereeId: 7 }, false],
    [{ ...row, volume: '-1' }, false],
    [{ ...row, trades: -1 }, false],
  ])('getUserReferralStatsHistory row %j -> %s', (r, ok) => {
    expect(
      v.safeParse(CALLS.getUserReferralStatsHistory.response, { stats: [r], paginationCursor: null }).success,
    ).toBe(ok);
  });
});

describe('stream messages', () => {
  it.each([
    [{ op: 'subscribe', channel: 'market:BTC-PERP' }, true],
    [{ op: 'subscribe', channel: 'nope' }, false],
    [{ op: 'ping', id: 1 }, true],
    [{ op: 'drop' }, false],
  ])('client %j -> %s', (msg, ok) => expect(v.safeParse(ClientMessage, msg).success).toBe(ok));
  it('accepts an event with its sequence number and rejects a float amount', () => {
    const event = { type: 'Deposit', userId: '3', timestamp: 5, token: 'USDC', tokenAddress: A, amount: '10' };
    expect(v.safeParse(ServerMessage, { type: 'event', channel: 'user:3', seq: 4, event }).success).toBe(true);
    expect(v.safeParse(StreamEvent, { ...event, amount: 10.5 }).success).toBe(false);
  });
});

describe('signing texts', () => {
  it('writes the wallet message in a fixed order', () => {
    expect(walletMessage(A, 7, { action: 'addApiKey', userId: '3', apiKey: 'K', expiration: 9 })).toBe(
      `APTOS-PERPS-EXCHANGE\naction:addApiKey\naddress:${A}\nissuedAt:7\nuserId:3\napiKey:K\nexpiration:9`,
    );
    expect(requestMessage('withdraw', 5, 'ab', '{"a":1}')).toBe(
      'APTOS-PERPS-EXCHANGE-REQUEST\nwithdraw\n5\nab\n{"a":1}',
    );
  });
  it('derives the Aptos address the SDK derives', () => {
    const key = createKeyPair(new Uint8Array(32).fill(7));
    const sdk = new Ed25519PublicKey(key.publicKey).authKey().derivedAddress().toStringLong();
    expect(ed25519Address(key.publicKey)).toBe(sdk);
  });
  it.each([
    ['the signed text', 'hello', true],
    ['another text', 'hellO', false],
  ])('verifies %s', (_n, text, ok) => {
    const key = createKeyPair();
    expect(verifyText(key.publicKey, text, signText(key.secretKey, 'hello'))).toBe(ok);
  });
  it('treats malformed keys as failed verification', () => {
    expect(verifyText('0x12', 'x', `0x${'00'.repeat(64)}`)).toBe(false);
  });
});

describe('depositTokenPayload answer', () => {
  const AUTH = `0x0020${'11'.repeat(32)}40${'22'.repeat(64)}`;
  const answer = {
    payload: { function: `${A}::exchange::deposit_token`, typeArguments: [], functionArguments: [A, '5', '3', A] },
    secondarySigner: A,
    depositAddress: A,
    transaction: `0x${'ab'.repeat(200)}`,
    exchangeAuthenticator: AUTH,
  };
  it.each([
    ['the co-signed transaction', {}, true],
    ['no transaction', { transaction: undefined }, false],
    ['an odd number of hex digits', { transaction: `0x${'a'.repeat(401)}` }, false],
    ['upper-case hex', { transaction: `0x${'AB'.repeat(200)}` }, false],
    ['an empty transaction', { transaction: '0x' }, false],
    ['a transaction over 64 KiB', { transaction: `0x${'00'.repeat(65_537)}` }, false],
    ['no exchange authenticator', { exchangeAuthenticator: undefined }, false],
    ['a multi-ed25519 authenticator variant', { exchangeAuthenticator: `0x0120${AUTH.slice(6)}` }, false],
    ['a truncated signature', { exchangeAuthenticator: AUTH.slice(0, -2) }, false],
    ['a short secondary signer', { secondarySigner: '0x1' }, false],
  ])('%s -> %s', (_name, change, ok) => {
    expect(v.safeParse(CALLS.depositTokenPayload.response, { ...answer, ...change }).success).toBe(ok);
  });
});
