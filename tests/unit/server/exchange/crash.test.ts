import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_KEY_LIFETIME_MS } from '#lib/api/contract.ts';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { createKeyPair, walletProofFromKey } from '#lib/api/signing.ts';

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
    createInterface({ input: child.stdout! }).once('line', (line) =>
      resolve({ child, url: (JSON.parse(line) as { url: string }).url }),
    );
  });
}

/** kill -9 of the whole npx process group (npx -> node). */
function kill9(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGKILL');
  });
}

/** One mutation of the load; amounts are unique so each one can be found again after the restart. */
type Op =
  | { readonly kind: 'order'; readonly price: string; orderId?: number }
  | { readonly kind: 'stop'; readonly price: string; triggerId?: number }
  | { readonly kind: 'alias'; readonly alias: string }
  | { readonly kind: 'transfer' | 'lend'; readonly amount: bigint };
const UNIT = 1_000_000n;

/** Writer w's i-th mutation: mostly resting bids, then a transfer to the sub-account, a loan, a stop and a rename. */
function opOf(w: number, i: number): Op {
  switch (i % 10) {
    case 8:
      return { kind: 'stop', price: String(1000 + w * 1000 + i) };
    case 6:
      return { kind: 'transfer', amount: UNIT + BigInt(w * 10_000 + i) };
    // one bit per writer in the low digits: at most one loan per writer is in flight at the kill
    case 7:
      return { kind: 'lend', amount: UNIT + (1n << BigInt(w)) };
    case 9:
      return { kind: 'alias', alias: `w${w}n${i}` };
    default:
      return { kind: 'order', price: String(1000 + w * 1000 + i) };
  }
}
const sum = (xs: readonly bigint[]) => xs.reduce((a, b) => a + b, 0n);
const amounts = (ops: readonly Op[], kind: 'transfer' | 'lend') =>
  ops.flatMap((o) => (o.kind === kind ? [o.amount] : []));

describe('crash safety', () => {
  it('loses no acknowledged mutation to kill -9 mid-load, and every balance adds up exactly', async () => {
    const first = await launch();
    const wallet = createKeyPair();
    const key = createKeyPair();
    const expiration = Date.now() + SESSION_KEY_LIFETIME_MS;
    const proof = walletProofFromKey(wallet, Date.now(), {
      action: 'createUser',
      alias: 'crash',
      apiKey: key.publicKey,
      expiration,
    });
    const client = new ExchangeClient({ baseUrl: first.url, sessionKey: () => key });
    const { userId } = await client.createUser({
      name: 'crash',
      sender: proof.address,
      apiKey: key.publicKey,
      expiration,
      proof,
    });
    const usdc = (await client.getConfig()).tokens.USDC!.contractAddress;
    await client.testFaucet({ userId });
    await client.claimDeposit({ userId, tokenAddress: usdc });
    const funded = BigInt((await client.getUserData({ userId })).userData.tokenBalances[usdc]!);
    expect(funded).toBe(10_000n * UNIT);
    const sub = (await client.addSubAccount({ userId, name: 'crashsub', tokenAddress: usdc })).userId;

    // load from 8 concurrent writers; kill once 200 mutations are acknowledged
    const acked: Op[] = [];
    const inFlight = new Map<number, Op>();
    let stop = false;
    const run = async (op: Op) => {
      if (op.kind === 'order')
        op.orderId = (
          await client.placeLimitOrder({ userId, market: 'BTC-PERP', side: 'Bid', price: op.price, size: '10000' })
        ).orderId;
      if (op.kind === 'stop')
        op.triggerId = (
          await client.placeTriggerOrder({
            userId,
            market: 'BTC-PERP',
            side: 'Ask',
            triggerPrice: op.price,
            size: '10000',
          })
        ).triggerId;
      if (op.kind === 'alias') await client.setAliasName({ userId, alias: op.alias });
      if (op.kind === 'transfer')
        await client.transferToUser({ userId, tokenAddress: usdc, amount: String(op.amount), recipient: sub });
      if (op.kind === 'lend') await client.lend({ userId, tokenAddress: usdc, amount: String(op.amount) });
    };
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const op = opOf(w, i);
        inFlight.set(w, op);
        try {
          await run(op);
        } catch {
          return; // the server died under this request: never acknowledged, maybe applied
        }
        inFlight.delete(w);
        acked.push(op);
        if (acked.length >= 200 && !stop) {
          stop = true;
          await kill9(first.child);
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, w) => writer(w)));
    expect(first.child.signalCode).toBe('SIGKILL');
    const maybe = [...inFlight.values()];

    const second = await launch();
    const after = new ExchangeClient({ baseUrl: second.url });
    const { userData } = await after.getUserData({ userId });
    const subData = (await after.getUserData({ userId: sub })).userData;

    // orders: every acknowledged one rests at its price
    const resting = userData.perpPositions['BTC-PERP']?.bids ?? {};
    const orders = acked.flatMap((o) => (o.kind === 'order' ? [o] : []));
    expect(orders.filter((o) => resting[String(o.orderId)]?.price !== o.price)).toEqual([]);
    // stops: every acknowledged one still waits, open, at its trigger price
    const waiting = new Map((userData.triggerOrders ?? []).map((t) => [t.triggerId, t]));
    const stops = acked.flatMap((o) => (o.kind === 'stop' ? [o] : []));
    expect(stops.filter((o) => waiting.get(o.triggerId!)?.triggerPrice !== o.price)).toEqual([]);
    expect(stops.length).toBeGreaterThan(10);
    // renames: the alias is an acknowledged one or one in flight at the kill
    const aliases = [...acked, ...maybe].flatMap((o) => (o.kind === 'alias' ? [o.alias] : []));
    expect(aliases).toContain(userData.alias);

    // transfers: the recorded ones are the acknowledged ones plus some of those in flight, and the sub-account holds exactly them
    const recorded = (await after.getUserTransfersHistory({ userId: sub, limit: 1000 })).transfers.map((t) =>
      BigInt(t.amount),
    );
    const extraTransfers = [...recorded];
    for (const a of amounts(acked, 'transfer')) {
      const at = extraTransfers.indexOf(a);
      expect(at, `acknowledged transfer of ${a}`).toBeGreaterThanOrEqual(0);
      extraTransfers.splice(at, 1);
    }
    expect(amounts(maybe, 'transfer')).toEqual(expect.arrayContaining(extraTransfers));
    expect(BigInt(subData.tokenBalances[usdc] ?? '0')).toBe(sum(recorded));

    // loans: the shares (1:1 with amounts while nothing is borrowed) are the acknowledged loans plus some of those
    // in flight, decoded from the writer bits of the remainder
    const shares = BigInt(userData.lendingShares[usdc] ?? '0');
    const remainder = shares - sum(amounts(acked, 'lend'));
    const appliedInFlight = amounts(maybe, 'lend').filter((a) => ((remainder % UNIT) & (a - UNIT)) !== 0n);
    expect(remainder).toBe(sum(appliedInFlight));

    // and the main account holds exactly what the faucet gave minus what moved out
    expect(BigInt(userData.tokenBalances[usdc]!)).toBe(funded - sum(recorded) - shares);
    expect(orders.length).toBeGreaterThan(100);
    expect([amounts(acked, 'transfer').length, amounts(acked, 'lend').length, aliases.length].every((n) => n > 0)).toBe(
      true,
    );
    await kill9(second.child);
  }, 60_000);
});
