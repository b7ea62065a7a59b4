import { describe, expect, it } from 'vitest';
import * as c from '#lib/domain/constants.ts';

const rows: [string, unknown, unknown][] = [
  ['MAIN_VAULT_ID', c.MAIN_VAULT_ID, 2],
  ['SESSION_KEY_LIFETIME_MS', c.SESSION_KEY_LIFETIME_MS, 86_400_000],
  ['ALIAS_LENGTH', c.ALIAS_LENGTH, { min: 3, max: 32 }],
  ['MIN_USD_AMOUNT', c.MIN_USD_AMOUNT, 1],
  ['MIN_USD_AMOUNT_SCALED', c.MIN_USD_AMOUNT_SCALED, 1_000_000n],
  ['ACCOUNT_FAUCET_FUNDING_UNITS', c.ACCOUNT_FAUCET_FUNDING_UNITS, 100_000_000n],
  [
    'TEST_FAUCET',
    c.TEST_FAUCET,
    { amounts: { USDC: 10_000n, SOL: 10n, BTC: 1n }, decimals: { USDC: 6, SOL: 9, BTC: 8 }, gapMs: 1000 },
  ],
  ['ADD_ACCOUNT_ESTIMATE_SEC', c.ADD_ACCOUNT_ESTIMATE_SEC, 3],
  ['DEPOSIT_ESTIMATE_SEC', c.DEPOSIT_ESTIMATE_SEC, 1],
  ['ACCOUNT_SEARCH_DEBOUNCE_MS', c.ACCOUNT_SEARCH_DEBOUNCE_MS, 250],
  ['COPY_CONFIRMATION_MS', c.COPY_CONFIRMATION_MS, 1000],
  ['REFETCH_AFTER_SUBMIT_MS', c.REFETCH_AFTER_SUBMIT_MS, 1000],
  ['MARKET_CLOSE_SLACK_PERCENT', c.MARKET_CLOSE_SLACK_PERCENT, 5],
  ['AMOUNT_DISPLAY_DECIMALS', c.AMOUNT_DISPLAY_DECIMALS, 6],
  ['PERCENT_DISPLAY_DECIMALS', c.PERCENT_DISPLAY_DECIMALS, 2],
  ['SLIDER_MARKS', c.SLIDER_MARKS, [25, 50, 75, 100]],
  ['HISTORY_THROTTLE_MS', c.HISTORY_THROTTLE_MS, 1000],
  ['FUNDING_REFETCH', c.FUNDING_REFETCH, { offsetPastHourMs: 15_000, intervalMs: 3_600_000 }],
  ['PERP_MARKETS_REFRESH_MS', c.PERP_MARKETS_REFRESH_MS, 5000],
  ['LATENCY_SAMPLING_MS', c.LATENCY_SAMPLING_MS, 1000],
  ['DEPOSIT_CLAIM_SCAN_MS', c.DEPOSIT_CLAIM_SCAN_MS, 30_000],
  ['POPUP_SIZE', c.POPUP_SIZE, { width: 465, height: 695 }],
  ['PROMPT_CLOSE_POLL_MS', c.PROMPT_CLOSE_POLL_MS, 500],
  [
    'RESPONSE_POLLING',
    c.RESPONSE_POLLING,
    { foregroundMs: 2000, backgroundMs: 3000, resumeDelayMs: 300, timeoutMs: 300_000 },
  ],
  ['ENCODED_REQUEST_LIMIT', c.ENCODED_REQUEST_LIMIT, 1024],
  [
    'CHAIN_DEFAULTS',
    c.CHAIN_DEFAULTS,
    {
      maxGasAmount: 200_000,
      txnExpirySec: 20,
      txnTimeoutSec: 20,
      nodeApiPath: '/v1',
      addressLengthBytes: 32,
      maxMultiSigSigners: 32,
      mnemonicIterations: 2048,
      derivationPathPrefix: "m/44'/637'/",
      sdkVersion: '1.21.0',
      uploadChunkBytes: 65_536,
    },
  ],
  ['LOCAL_PORTS', c.LOCAL_PORTS, { node: 8080, indexer: 8090 }],
  ['DEPOSIT_TIME_COLOUR_SEC', c.DEPOSIT_TIME_COLOUR_SEC, { green: 15, amber: 45 }],
  ['LATENCY_COLOUR_MS', c.LATENCY_COLOUR_MS, { green: 100, amber: 250 }],
  ['ENVELOPE_SIGNING_LABEL', c.ENVELOPE_SIGNING_LABEL, 'SECURED_ENVELOPE'],
  ['IDENTITY_CONNECT_DOMAIN_PREFIX', c.IDENTITY_CONNECT_DOMAIN_PREFIX, 'APTOS::IDENTITY_CONNECT'],
  ['ENVELOPE_SIGNING_DOMAIN', c.ENVELOPE_SIGNING_DOMAIN, 'APTOS::IDENTITY_CONNECT::SECURED_ENVELOPE::'],
  ['DEFAULT_PROVIDER', c.DEFAULT_PROVIDER, 'google'],
  ['DEFAULT_MINI_APP_HOST_ORIGIN', c.DEFAULT_MINI_APP_HOST_ORIGIN, 'https://web.telegram.org'],
  ['UNSET_CONNECT_DEFAULT', c.UNSET_CONNECT_DEFAULT, 0],
  ['HTTP_DEFAULT_TIMEOUT_MS', c.HTTP_DEFAULT_TIMEOUT_MS, undefined],
];

describe.each(rows)('%s', (_name, actual, expected) => {
  // toStrictEqual: an undefined expectation must not be met by a missing key or vice versa.
  it('matches SPEC section 9', () => expect(actual).toStrictEqual(expected));
});

describe('the constants table', () => {
  it('checks every exported constant of constants.ts', () => {
    const exported = Object.entries(c)
      .filter(([, value]) => typeof value !== 'function')
      .map(([name]) => name);
    expect(rows.map(([name]) => name).sort()).toEqual(exported.sort());
  });
});

describe.each<[number, c.StatusColour]>([
  [0, 'green'],
  [100, 'green'],
  [100.001, 'amber'],
  [101, 'amber'],
  [250, 'amber'],
  [250.001, 'red'],
  [251, 'red'],
  [100_000, 'red'],
  [Number.NaN, 'red'],
])('latencyColour(%d ms)', (ms, colour) => {
  it(`is ${colour}`, () => expect(c.latencyColour(ms)).toBe(colour));
});

describe.each<[number, c.StatusColour]>([
  [0, 'green'],
  [14, 'green'],
  [14.9, 'green'],
  [14.999, 'green'],
  [15, 'amber'],
  [44, 'amber'],
  [44.999, 'amber'],
  [45, 'red'],
  [600, 'red'],
])('depositTimeColour(%d s)', (sec, colour) => {
  it(`is ${colour}`, () => expect(c.depositTimeColour(sec)).toBe(colour));
});

describe.each<[string, number, number]>([
  ['on the hour', Date.UTC(2025, 0, 1, 10, 0, 0), 3_615_000],
  ['at 10:00:05', Date.UTC(2025, 0, 1, 10, 0, 5), 3_610_000],
  ['at 10:59:59', Date.UTC(2025, 0, 1, 10, 59, 59), 16_000],
])('msUntilFundingRefetch %s', (_label, now, expected) => {
  it(`is ${expected}`, () => expect(c.msUntilFundingRefetch(now)).toBe(expected));
});
