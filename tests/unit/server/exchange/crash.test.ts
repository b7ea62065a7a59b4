import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_KEY_LIFETIME_MS } from '../../../../src/lib/api/contract.ts';
import { ExchangeClient } from '../../../../src/lib/api/http-client.ts';
import { createKeyPair, walletProofFromKey } from '../../../../src/lib/api/signing.ts';

const CHILD = join(import.meta.dirname, 'crash-child.ts');
const dir = mkdtempSync(join(tmpdir(), 'exchange-crash-'));
const db = join(dir, 'ex.sqlite');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Spawns the exchange with `npx node` and resolves its URL once it listens. */
function launch(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn('npx', ['node', CHILD, db], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`child exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve({ child, url: (JSON.parse(line) as { url: string }).url }));
  });
}

/** kill -9 of the whole npx process group (npx -> node). */
function kill9(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGKILL');
  });
}

describe('crash safety', () => {
  it('loses no acknowledged mutation to kill -9 mid-load', async () => {
    const first = await launch();
    const wallet = createKeyPair();
    const key = createKeyPair();
    const expiration = Date.now() + SESSION_KEY_LIFETIME_MS;
    const proof = walletProofFromKey(wallet, Date.now(), { action: 'createUser', alias: 'crash', apiKey: key.publicKey, expiration });
    const client = new ExchangeClient({ baseUrl: first.url, sessionKey: () => key });
    const { userId } = await client.createUser({ name: 'crash', sender: proof.address, apiKey: key.publicKey, expiration, proof });
    const tokens = (await client.getConfig()).tokens;
    const depositAddress = (await client.getUserData({ userId })).userData.depositAddress;
    await client.testFaucet({ userId });
    await client.claimDeposit({ userId, tokenAddress: tokens.USDC!.contractAddress });
    expect(depositAddress).toMatch(/^0x/);

    // load: resting orders and renames from 8 concurrent writers; kill once 150 are acknowledged
    const acked: { orderId: number; price: string }[] = [];
    const renamed: string[] = [];
    const attempted = new Set<string>();
    let stop = false;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const price = String(1000 + w * 1000 + i);
        try {
          if (i % 10 === 9) {
            const alias = `w${w}n${i}`;
            attempted.add(alias);
            await client.setAliasName({ userId, alias });
            renamed.push(alias);
          } else {
            const r = await client.placeLimitOrder({ userId, market: 'BTC-PERP', side: 'Bid', price, size: '10000' });
            acked.push({ orderId: r.orderId, price });
          }
        } catch {
          return; // the server died under this request: it was never acknowledged
        }
        if (acked.length >= 150 && !stop) {
          stop = true;
          await kill9(first.child);
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, w) => writer(w)));
    expect(first.child.signalCode).toBe('SIGKILL');

    const second = await launch();
    const after = new ExchangeClient({ baseUrl: second.url });
    const { userData } = await after.getUserData({ userId });
    const resting = userData.perpPositions['BTC-PERP']?.bids ?? {};
    const missing = acked.filter((a) => resting[String(a.orderId)]?.price !== a.price);
    expect(missing).toEqual([]);
    expect(acked.length).toBeGreaterThanOrEqual(150);
    // an acknowledged rename survived: the alias is one of ours (acknowledged or in flight at the kill)
    expect(renamed.length).toBeGreaterThan(0);
    expect(attempted.has(userData.alias)).toBe(true);
    expect(userData.tokenBalances[tokens.USDC!.contractAddress]).toBe('10000000000');
    await kill9(second.child);
  }, 60_000);
});
