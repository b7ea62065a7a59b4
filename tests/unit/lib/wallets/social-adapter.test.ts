/** Google/Apple through the wallet-connection client, answered by the dev wallet host's own approval code. */
import {
  AccountAuthenticatorEd25519,
  ChainId,
  Ed25519Account,
  Ed25519PrivateKey,
  RawTransaction,
  SimpleTransaction,
} from '@aptos-labs/ts-sdk';
import { describe, expect, it } from 'vitest';
import type { WalletAction } from '#lib/api/contract/auth.ts';
import { WalletConnectClient } from '#lib/wallet-connect/client.ts';
import { deserializeWalletRequest } from '#lib/wallet-connect/serialize/requests.ts';
import { createMemoryTransportPair, type MemoryWalletSide } from '#lib/wallet-connect/transport/memory.ts';
import { SocialWalletAdapter } from '#lib/wallets/social-adapter.ts';
import { verifyWalletProof } from '#server/exchange/api/auth.ts';
import { approveRequest } from '#server/wallet-host/answer.ts';
import { memoryStorage, PAYLOAD } from '../wallet-connect/fixtures.ts';

const NOW = Date.UTC(2030, 0, 1);
const devAccount = new Ed25519Account({ privateKey: new Ed25519PrivateKey(new Uint8Array(32).fill(8)) });
const act: WalletAction = { action: 'addApiKey', userId: '3', apiKey: `0x${'ab'.repeat(32)}`, expiration: NOW + 1 };

function setup(storage = memoryStorage()) {
  const { dapp, wallet } = createMemoryTransportPair();
  const client = new WalletConnectClient({
    dappInfo: { domain: 'http://a.io', name: 'Perps' },
    transport: dapp,
    storage,
  });
  const adapter = new SocialWalletAdapter({ provider: 'google', client, icon: 'data:,', chainId: 4 });
  return { adapter, wallet, storage };
}

/** The dev wallet approves the next request. */
async function approveNext(wallet: MemoryWalletSide): Promise<void> {
  const pending = await wallet.nextRequest();
  pending.approve(await approveRequest(deserializeWalletRequest(pending.request), devAccount, 'google', {}));
}

describe('Google / Apple adapter', () => {
  it('connects through the prompt and proves addApiKey to the exchange', async () => {
    const { adapter, wallet } = setup();
    const connected = adapter.connect();
    await approveNext(wallet);
    expect((await connected).address).toBe(devAccount.accountAddress.toStringLong());
    const proof = adapter.walletProof(act, NOW);
    await approveNext(wallet);
    const signed = await proof;
    expect(() => verifyWalletProof(signed, act, NOW)).not.toThrow();
    expect([adapter.id, adapter.name, adapter.network, adapter.kind]).toEqual(['google', 'Google', 'Aptos', 'social']);
  });

  it('signs a transaction through the prompt (a v5 request) and returns the Ed25519 authenticator of the wallet', async () => {
    const { adapter, wallet } = setup();
    const connected = adapter.connect();
    await approveNext(wallet);
    await connected;
    const raw = new RawTransaction(devAccount.accountAddress, 0n, PAYLOAD, 2000n, 100n, 1_900_000_000n, new ChainId(4));
    const signed = adapter.transactions.signTransaction(new SimpleTransaction(raw));
    const pending = await wallet.nextRequest();
    const request = deserializeWalletRequest(pending.request);
    expect([request.name, request.version]).toEqual(['signTransaction', 5]);
    pending.approve(await approveRequest(request, devAccount, 'google', {}));
    const authenticator = (await signed) as AccountAuthenticatorEd25519;
    expect(authenticator).toBeInstanceOf(AccountAuthenticatorEd25519);
    expect(authenticator.public_key.toString()).toBe(devAccount.publicKey.toString());
  });

  it('a closed prompt is "User rejected transaction"', async () => {
    const { adapter, wallet } = setup();
    const connected = adapter.connect();
    (await wallet.nextRequest()).dismiss();
    await expect(connected).rejects.toMatchObject({ name: 'WalletError', code: 'user_rejected' });
  });

  it('restores the remembered account on the next page load, with no prompt', async () => {
    const first = setup();
    const connected = first.adapter.connect();
    await approveNext(first.wallet);
    await connected;
    const reloaded = setup(first.storage);
    expect((await reloaded.adapter.restore())?.address).toBe(devAccount.accountAddress.toStringLong());
    await reloaded.adapter.disconnect();
    expect(await setup(first.storage).adapter.restore()).toBeUndefined();
  });

  it('a blocked popup is the prompt error, shown with its spec message', async () => {
    const { adapter, wallet } = setup();
    const connected = adapter.connect();
    const { WalletConnectError } = await import('#lib/wallet-connect/errors.ts');
    (await wallet.nextRequest()).fail(new WalletConnectError('popup_blocked'));
    await expect(connected).rejects.toMatchObject({ code: 'prompt_popup_blocked', message: "Couldn't open prompt" });
  });
});
