/**
 * Test harness: a real exchange on loopback (port 0) over a temp SQLite file, with a real chain ledger whose
 * deposit co-signer is the exchange operator stored in that file (as server/main.ts wires them).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChain, type RunningChain } from '#server/chain/index.ts';
import { DEFAULT_SUBMIT_RULES } from '#server/chain/node/submit.ts';
import { startExchange, type ExchangeOptions, type RunningExchange } from '#server/exchange/index.ts';
import { loadOperator } from '#server/exchange/onchain/operator.ts';
import { SESSION_KEY_LIFETIME_MS } from '#lib/api/contract/auth.ts';
import { SIGNATURE_HEADERS } from '#lib/api/contract/auth.ts';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { createKeyPair, signRequest, walletProofFromKey, type KeyPair } from '#lib/api/signing.ts';

/** A user of the test exchange: wallet, session key, main account and a signed client. */
export interface TestUser {
  readonly wallet: KeyPair;
  readonly address: string;
  readonly key: KeyPair;
  readonly userId: string;
  readonly client: ExchangeClient;
}

/** A running test exchange with a settable clock. */
export class Harness {
  now = Date.UTC(2030, 0, 1);
  /** Extra exchange options for every start (e.g. the simulator with a timer the test fires). */
  readonly options: Partial<ExchangeOptions>;
  readonly dir = mkdtempSync(join(tmpdir(), 'exchange-'));
  exchange!: RunningExchange;
  chain!: RunningChain;
  #walletSeed = 100;

  constructor(options: Partial<ExchangeOptions> = {}) {
    this.options = options;
  }

  /** Starts chain and exchange; the chain keeps time on the exchange's network clock, as server/main.ts wires it. */
  async start(): Promise<this> {
    const operator = loadOperator(join(this.dir, 'ex.sqlite'));
    const now = () => this.time();
    this.chain = await startChain({
      nodePort: 0,
      indexerPort: 0,
      faucetPort: 0,
      ledger: { exchangeSigner: operator.accountAddress.toStringLong(), now },
      rules: { ...DEFAULT_SUBMIT_RULES, nowSecs: () => BigInt(Math.floor(now() / 1000)) },
    });
    this.exchange = await this.#startExchange(0, false);
    return this;
  }

  /**
   * Restarts the exchange on the same database (the chain keeps running). It listens on a new port unless
   * samePort: clients made before point at the old one, take new ones from client() or rekey().
   */
  async restart(options: { maintenance?: boolean; samePort?: boolean } = {}): Promise<void> {
    const port = options.samePort ? Number(new URL(this.exchange.url).port) : 0;
    await this.exchange.close();
    this.exchange = await this.#startExchange(port, options.maintenance ?? false);
  }

  #startExchange(port: number, maintenance: boolean): Promise<RunningExchange> {
    return startExchange({
      db: join(this.dir, 'ex.sqlite'),
      port,
      chain: this.chain,
      operator: loadOperator(join(this.dir, 'ex.sqlite')),
      clock: () => this.now,
      simulate: false,
      maintenance,
      faucetSleep: async () => {},
      log: () => {},
      ...this.options,
    });
  }

  /** Stops everything and removes the files. */
  async stop(): Promise<void> {
    await this.exchange?.close();
    await this.chain?.close();
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** The network clock's time: `now` plus however far the exchange's controls advanced it. */
  time(): number {
    return this.exchange?.clock.now() ?? this.now;
  }

  /** A client signing with `key` (or unsigned), on the network clock. */
  client(key: KeyPair | null = null): ExchangeClient {
    return new ExchangeClient({ baseUrl: this.exchange.url, sessionKey: () => key, now: () => this.time() });
  }

  /** Creates a wallet with a main account and a session key, referred by `referralCode` when given. */
  async user(alias = `user${this.#walletSeed}`, referralCode?: string): Promise<TestUser> {
    const wallet = createKeyPair(new Uint8Array(32).fill(this.#walletSeed++ % 256));
    const key = createKeyPair();
    const expiration = this.time() + SESSION_KEY_LIFETIME_MS;
    const proof = walletProofFromKey(wallet, this.time(), {
      action: 'createUser',
      alias,
      apiKey: key.publicKey,
      expiration,
    });
    const created = await this.client().createUser({
      name: alias,
      referralCode: referralCode ?? null,
      sender: proof.address,
      apiKey: key.publicKey,
      expiration,
      proof,
    });
    return { wallet, address: proof.address, key, userId: created.userId, client: this.client(key) };
  }

  /** The stream URL of the running exchange. */
  get wsUrl(): string {
    return `${this.exchange.url.replace('http', 'ws')}/ws`;
  }

  /** The same user with a new session key valid for a day from the current clock (keys expire after a day). */
  async rekey(user: TestUser): Promise<TestUser> {
    const key = createKeyPair();
    const expiration = this.time() + SESSION_KEY_LIFETIME_MS;
    const proof = walletProofFromKey(user.wallet, this.time(), {
      action: 'addApiKey',
      userId: user.userId,
      apiKey: key.publicKey,
      expiration,
    });
    await this.client().addApiKey({ userId: user.userId, apiKey: key.publicKey, expiration, proof });
    return { ...user, key, client: this.client(key) };
  }

  /** Sends a raw request; signs the exact body text with `key` when given. */
  async raw(
    call: string,
    body: string,
    opts: { key?: KeyPair; headers?: Record<string, string>; method?: string } = {},
  ) {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers };
    if (opts.key) {
      const s = signRequest(opts.key, call, body, this.time());
      Object.assign(headers, {
        [SIGNATURE_HEADERS.apiKey]: s.apiKey,
        [SIGNATURE_HEADERS.timestamp]: String(s.timestamp),
        [SIGNATURE_HEADERS.nonce]: s.nonce,
        [SIGNATURE_HEADERS.signature]: s.signature,
      });
    }
    const res = await fetch(`${this.exchange.url}/api/${call}`, {
      method: opts.method ?? 'POST',
      headers,
      ...(opts.method === 'GET' ? {} : { body }),
    });
    return {
      status: res.status,
      json: (await res.json()) as { error?: { code: string; message: string } } & Record<string, unknown>,
    };
  }

  /** Token contract address of a ticker, from the config. */
  async token(ticker: string): Promise<string> {
    const config = await this.client().getConfig();
    return config.tokens[ticker]!.contractAddress;
  }

  /** Credits `amount` of a token to an account the way a wallet would: tokens at the deposit address, then claim. */
  async fund(user: TestUser, ticker: string, amount: bigint): Promise<void> {
    const data = await user.client.getUserData({ userId: user.userId });
    this.chain.ledger.mint(data.userData.depositAddress, ticker, amount);
    await user.client.claimDeposit({ userId: user.userId, tokenAddress: await this.token(ticker) });
  }
}
