import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAIN_OPERATOR, Ledger } from '#server/chain/ledger/ledger.ts';
import { LOCAL_ASSETS } from '#lib/chain/local-assets.ts';
import { primaryStoreAddress } from '#server/chain/ledger/tx-json.ts';

const ALICE = '0x' + 'a1'.repeat(32);
const BOB = '0xb0b';
const BOB_LONG = '0x' + '0'.repeat(61) + 'b0b';

let dirs: string[] = [];
afterEach(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  dirs = [];
});

function tempDb(): string {
  const dir = mkdtempSync(join(tmpdir(), 'chain-ledger-'));
  dirs.push(dir);
  return join(dir, 'chain.sqlite');
}

describe('Ledger in-process API', () => {
  it.each([
    ['USDC', 10_000_000_000n],
    ['SOL', 10_000_000_000n],
    ['BTC', 100_000_000n],
    [LOCAL_ASSETS.ETH.address, 5n],
    ['0xa', 100_000_000n],
  ])('mints %s and reads it back by ticker and address', (asset, amount) => {
    const ledger = new Ledger(new DatabaseSync(':memory:'));
    const tx = ledger.mint(ALICE, asset, amount);
    expect(tx.success).toBe(true);
    expect(tx.sender).toBe(CHAIN_OPERATOR);
    expect(ledger.balanceOf(ALICE, asset)).toBe(amount);
    expect(ledger.getTransaction(tx.hash)).toEqual(tx);
    ledger.close();
  });

  it.each([
    ['exact balance', 300n, 0n, 300n],
    ['part of it', 120n, 180n, 120n],
  ])('transfers %s', (_name, amount, left, received) => {
    const ledger = new Ledger(new DatabaseSync(':memory:'));
    ledger.mint(ALICE, 'USDC', 300n);
    const tx = ledger.transfer(ALICE, BOB, 'USDC', amount);
    expect(ledger.balanceOf(ALICE, 'USDC')).toBe(left);
    expect(ledger.balanceOf(BOB_LONG, 'USDC')).toBe(received);
    expect(tx.events.map((e) => e.type)).toContain('0x1::fungible_asset::Deposit');
    expect(tx.events.find((e) => e.type === '0x1::fungible_asset::Deposit')?.data.store).toBe(
      primaryStoreAddress(BOB, LOCAL_ASSETS.USDC.address),
    );
    ledger.close();
  });

  it.each([
    ['more than held', () => 301n],
    ['negative', () => -1n],
  ])('rejects a transfer of %s without committing', (_n, amount) => {
    const ledger = new Ledger(new DatabaseSync(':memory:'));
    ledger.mint(ALICE, 'USDC', 300n);
    const version = ledger.meta.ledgerVersion;
    expect(() => ledger.transfer(ALICE, BOB, 'USDC', amount())).toThrow(/Insufficient/);
    expect(ledger.meta.ledgerVersion).toBe(version);
    expect(ledger.balanceOf(ALICE, 'USDC')).toBe(300n);
    ledger.close();
  });

  it('rejects unknown assets', () => {
    const ledger = new Ledger(new DatabaseSync(':memory:'));
    expect(() => ledger.mint(ALICE, 'DOGE', 1n)).toThrow(/Unknown asset/);
    expect(() => ledger.balanceOf(ALICE, '0x1234')).toThrow(/Unknown asset/);
    ledger.close();
  });

  it('notifies onTransaction listeners with increasing versions until unsubscribed', () => {
    const ledger = new Ledger(new DatabaseSync(':memory:'));
    const seen: string[] = [];
    const off = ledger.onTransaction((tx) => seen.push(tx.version));
    ledger.mint(ALICE, 'USDC', 1n);
    ledger.mint(ALICE, 'USDC', 1n);
    off();
    ledger.mint(ALICE, 'USDC', 1n);
    expect(seen).toEqual(['1', '2']);
    ledger.close();
  });

  it('survives closing and reopening the SQLite file', () => {
    const path = tempDb();
    const first = new Ledger(path);
    const minted = first.mint(ALICE, 'BTC', 123_456_789n);
    first.transfer(ALICE, BOB, 'BTC', 456_789n);
    first.close();
    const second = new Ledger(path);
    expect(second.balanceOf(ALICE, 'BTC')).toBe(123_000_000n);
    expect(second.balanceOf(BOB, 'BTC')).toBe(456_789n);
    expect(second.meta.ledgerVersion).toBe(2n);
    expect(second.account(CHAIN_OPERATOR).sequenceNumber).toBe(2n);
    expect(second.getTransaction(minted.hash)).toEqual(minted);
    second.close();
  });
});
