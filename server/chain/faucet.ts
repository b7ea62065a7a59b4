/**
 * The faucet: POST /fund {address, amount} (the SDK's fundAccount) and the legacy POST /mint?address=&amount=,
 * both minting APT in an operator transaction; plus the test faucet of the app (USDC 10000, SOL 10, BTC 1,
 * one second apart) as mintTestTokens and POST /test-tokens {address}.
 */
import { LOCAL_ASSETS } from '#lib/chain/local-assets.ts';
import { TEST_FAUCET } from '#lib/domain/constants.ts';
import { parseDecimal } from '#lib/domain/fixed.ts';
import type { OriginPolicy } from './cors.ts';
import { serve, type Route, type RouteResponse, type RunningServer } from './http.ts';
import type { Ledger } from './ledger/ledger.ts';
import { longAddress } from './ledger/tx-json.ts';
import { LOCAL_PORTS } from '#lib/network/ports.ts';

/** APT units the faucet gives when no amount is asked (1 APT; the spec's account-creation funding). */
const DEFAULT_FUND_AMOUNT = 100_000_000n;

/** Largest single faucet request, APT units (1000 APT). */
const MAX_FUND_AMOUNT = 100_000_000_000n;

/** The test faucet's tokens, in minting order (the spec's amounts as the domain constants hold them). */
export type TestToken = keyof typeof TEST_FAUCET.amounts;
const TEST_TOKENS = Object.keys(TEST_FAUCET.amounts) as TestToken[];

/** Options of mintTestTokens. */
export interface TestMintOptions {
  /** Pause between mints, ms (default TEST_FAUCET.gapMs, 1 s). */
  intervalMs?: number;
  /** How to wait (injectable for tests; default setTimeout). */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Mints one test token's faucet amount to address; returns the transaction hash. */
export function mintTestToken(ledger: Ledger, address: string, symbol: TestToken): string {
  const units = parseDecimal(TEST_FAUCET.amounts[symbol].toString(), LOCAL_ASSETS[symbol].decimals);
  return ledger.mint(longAddress(address), symbol, units).hash;
}

/** Mints the test tokens to address one after another with a pause between; returns the transaction hashes. */
export function mintTestTokens(ledger: Ledger, address: string, opts: TestMintOptions = {}): Promise<string[]> {
  return mintEachTestToken(async (symbol) => mintTestToken(ledger, address, symbol), opts);
}

/** Runs `mint` for each test token in order with the faucet's pause between; returns the transaction hashes. */
export async function mintEachTestToken(
  mint: (symbol: TestToken) => Promise<string>,
  opts: TestMintOptions = {},
): Promise<string[]> {
  const sleep = opts.sleep ?? defaultSleep;
  const hashes: string[] = [];
  for (const [i, symbol] of TEST_TOKENS.entries()) {
    if (i > 0) await sleep(opts.intervalMs ?? TEST_FAUCET.gapMs);
    hashes.push(await mint(symbol));
  }
  return hashes;
}

class FaucetError extends Error {
  readonly status = 400;
}

function parseAmount(raw: unknown): bigint {
  if (raw === undefined || raw === null || raw === '') return DEFAULT_FUND_AMOUNT;
  if (typeof raw !== 'string' && typeof raw !== 'number') throw new FaucetError('amount must be a number');
  const text = String(raw);
  if (!/^\d+$/.test(text)) throw new FaucetError(`Invalid amount '${text}'`);
  const amount = BigInt(text);
  if (amount > MAX_FUND_AMOUNT) throw new FaucetError(`Amount ${text} exceeds the faucet limit ${MAX_FUND_AMOUNT}`);
  return amount;
}

function parseAddress(raw: unknown): string {
  if (typeof raw !== 'string') throw new FaucetError('address must be a string');
  try {
    return longAddress(raw);
  } catch {
    throw new FaucetError(`Invalid address '${String(raw)}'`);
  }
}

function jsonBody(body: Uint8Array): Record<string, unknown> {
  if (body.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw new FaucetError('Body must be JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new FaucetError('Body must be a JSON object');
  return parsed as Record<string, unknown>;
}

/** The faucet routes over a ledger. */
function faucetRoutes(ledger: Ledger, testMint: TestMintOptions = {}): Route[] {
  const fund = (address: unknown, amount: unknown) =>
    ledger.mint(parseAddress(address), 'APT', parseAmount(amount)).hash;
  return [
    {
      method: 'POST',
      pattern: '/fund',
      handler: ({ body }) => {
        const b = jsonBody(body);
        return { status: 200, body: { txn_hashes: [fund(b.address, b.amount)] } };
      },
    },
    {
      method: 'POST',
      pattern: '/mint',
      handler: ({ query }) => ({ status: 200, body: [fund(query.get('address'), query.get('amount'))] }),
    },
    {
      method: 'POST',
      pattern: '/test-tokens',
      handler: async ({ body }) => {
        const address = parseAddress(jsonBody(body).address);
        return { status: 200, body: { txn_hashes: await mintTestTokens(ledger, address, testMint) } };
      },
    },
    { method: 'GET', pattern: '/', handler: () => ({ status: 200, body: 'tap:ok' }) },
  ];
}

function faucetError(e: unknown): RouteResponse {
  const status = (e as { status?: number }).status ?? 500;
  return {
    status,
    body: {
      error_code: status === 500 ? 'internal_error' : 'invalid_request',
      message: (e as Error).message,
      rejection_reasons: [],
    },
  };
}

/** Starts the faucet service (default port LOCAL_PORTS.faucet). */
export function startFaucet(
  ledger: Ledger,
  opts: { host?: string; port?: number; testMint?: TestMintOptions; origins?: OriginPolicy } = {},
): Promise<RunningServer> {
  return serve(faucetRoutes(ledger, opts.testMint), {
    host: opts.host ?? '127.0.0.1',
    port: opts.port ?? LOCAL_PORTS.faucet,
    onError: faucetError,
    ...(opts.origins ? { origins: opts.origins } : {}),
  });
}
