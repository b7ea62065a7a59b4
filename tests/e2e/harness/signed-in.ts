/**
 * `signIn(page, { wallet })`: a test starts on the connected app with an account of its own, without clicking
 * through login (the accounts specs do that for real). A fresh fake wallet is injected; for 'aptos' and 'solana'
 * the test process creates the account with the wallet's real proof and stores its session key in the page the way
 * the app does, and the app's auto-connect picks both up on load; 'google' goes through the login panel, the dev
 * wallet popup and the Create account modal with a fresh Google account. `funded` mints the test faucet's tokens
 * and credits them. Resolves once the header shows the account.
 */
import { expect, type Page } from '@playwright/test';
import { SESSION_KEY_LIFETIME_MS, type WalletAction, type WalletProof } from '#lib/api/contract/auth.ts';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { createKeyPair, walletProofFromKey, type KeyPair } from '#lib/api/signing.ts';
import { NETWORKS } from '#lib/network/origins.ts';
import { STORAGE_KEYS } from '#lib/storage/keys.ts';
import { writeSessionKey } from '#lib/storage/session-keys.ts';
import { bytesToBase58 } from '#lib/wallets/solana/base58.ts';
import { solanaDerivedAddress } from '#lib/wallets/solana/derived-address.ts';
import { solanaProofFields } from '#lib/wallets/solana/proof-message.ts';
import { siwsMessageText } from '#lib/wallets/solana/siws.ts';
import nacl from 'tweetnacl';
import {
  fakeWalletKeys,
  freshWalletSeed,
  installFakeWallets,
  type FakeWallets,
  type FakeWalletSpec,
} from './fake-wallets.ts';
import { approveInPopup, signInWithGoogleThroughUi } from './login-flow.ts';
import { clock, networkNow } from './net.ts';

/** How to sign in. */
export interface SignInOptions {
  readonly wallet: 'aptos' | 'solana' | 'google';
  /** Mint the test faucet's tokens (10000 USDC, 10 SOL, 1 BTC) and credit them before resolving. */
  readonly funded?: boolean;
  /** The account's alias (default: a fresh one). */
  readonly alias?: string;
  /** The page to open (default '/'). */
  readonly path?: string;
}

/** Who the test is signed in as. */
export interface SignedIn {
  readonly userId: string;
  readonly alias: string;
  /** The account's owner as the exchange sees it (a Solana wallet's derived Aptos address). */
  readonly address: string;
  /** last_connected_wallet of the page: a wallet entry id or 'google'. */
  readonly walletId: string;
  /** The injected fake wallets (undefined for google). */
  readonly wallets?: FakeWallets;
  /** The account's session key as the page stores it, and an exchange client signing with it. */
  readonly sessionKey: KeyPair;
  readonly client: ExchangeClient;
}

const APP_ORIGIN = 'http://127.0.0.1:4321';
const EXCHANGE = NETWORKS.local.exchange;
const hex = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`;

/** A fresh alias (letters and digits, 3 to 32). */
function freshAlias(): string {
  return `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** The wallet's proof of an action, made in this process with the fake wallet's own key. */
function proofFor(spec: FakeWalletSpec, act: WalletAction, issuedAt: number): { proof: WalletProof; address: string } {
  const keys = fakeWalletKeys(spec);
  if (spec.kind === 'aptos') {
    const proof = walletProofFromKey({ publicKey: hex(keys.publicKey), secretKey: keys.secretKey }, issuedAt, act);
    return { proof, address: proof.address };
  }
  const domain = new URL(APP_ORIGIN).host;
  const address = solanaDerivedAddress(keys.publicKey, domain);
  const fields = solanaProofFields({
    domain,
    solanaAddress: bytesToBase58(keys.publicKey),
    aptosAddress: address,
    issuedAt,
    act,
  });
  const fullMessage = siwsMessageText(fields);
  const signature = hex(nacl.sign.detached(new TextEncoder().encode(fullMessage), keys.secretKey));
  const proof: WalletProof = {
    scheme: 'solana',
    address,
    solanaPublicKey: hex(keys.publicKey),
    domain,
    issuedAt,
    fullMessage,
    signature,
  };
  return { proof, address };
}

/** The text the app stores for a session key (the same writer the app uses). */
function storedKeyText(userId: string, key: KeyPair, expiration: number): string {
  const memory = new Map<string, string>();
  writeSessionKey(
    { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: () => undefined },
    userId,
    { ...key, expiration },
  );
  return [...memory.values()][0]!;
}

/** Mints the test faucet's tokens to the account's deposit address and credits each one. */
async function fund(client: ExchangeClient, userId: string): Promise<void> {
  await client.testFaucet({ userId });
  const config = await client.getConfig();
  for (const ticker of ['USDC', 'SOL', 'BTC']) {
    const token = config.tokens[ticker];
    if (token) await client.claimDeposit({ userId, tokenAddress: token.contractAddress });
  }
}

/** Signs a test in (see the file comment). Call before any page.goto. */
export async function signIn(page: Page, options: SignInOptions): Promise<SignedIn> {
  const alias = options.alias ?? freshAlias();
  if (options.wallet === 'google') {
    const signed = await signInWithGoogleThroughUi(page, { alias, path: options.path ?? '/' });
    await clock();
    const client = new ExchangeClient({ baseUrl: EXCHANGE, sessionKey: () => signed.sessionKey, now: networkNow });
    if (options.funded) await fund(client, signed.userId);
    return { ...signed, alias, walletId: 'google', client };
  }
  const spec: FakeWalletSpec = {
    name: options.wallet === 'aptos' ? 'E2E Aptos' : 'E2E Solana',
    kind: options.wallet,
    seed: freshWalletSeed(),
  };
  const wallets = await installFakeWallets(page, [spec]);
  const sessionKey = createKeyPair();
  // the network's clock, which a spec before this one may have advanced (harness/net.ts)
  await clock();
  const issuedAt = networkNow();
  const expiration = issuedAt + SESSION_KEY_LIFETIME_MS - 60_000;
  const act = { action: 'createUser', alias, apiKey: sessionKey.publicKey, expiration } as const;
  const { proof, address } = proofFor(spec, act, issuedAt);
  const created = await new ExchangeClient({ baseUrl: EXCHANGE, now: networkNow }).createUser({
    name: alias,
    referralCode: null,
    sender: address,
    apiKey: sessionKey.publicKey,
    expiration,
    proof,
  });
  const walletId = `${spec.name}:${spec.kind === 'aptos' ? 'Aptos' : 'Solana'}`;
  const storage = {
    [STORAGE_KEYS.lastConnectedWallet]: walletId,
    [`${STORAGE_KEYS.apiKeyPrefix}${created.userId}`]: storedKeyText(created.userId, sessionKey, expiration),
  };
  // only on the first load: a test that disconnects and reloads must not be signed in again behind its back
  await page.addInitScript((entries) => {
    if (localStorage.getItem('e2e-signed-in') !== null) return;
    localStorage.setItem('e2e-signed-in', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  const client = new ExchangeClient({ baseUrl: EXCHANGE, sessionKey: () => sessionKey, now: networkNow });
  if (options.funded) await fund(client, created.userId);
  await page.goto(options.path ?? '/');
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(`^${alias}\\b`) })).toBeVisible();
  return { userId: created.userId, alias, address, walletId, wallets, sessionKey, client };
}

/** Answers the dev wallet's popup that `trigger` opens (for specs that sign transactions through it). @public */
export { approveInPopup };
