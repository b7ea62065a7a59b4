import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startWalletHost } from '#server/wallet-host/index.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-host-'));
  dirs.push(dir);
  return dir;
}

type Accounts = Record<'google' | 'apple', { address: string; publicKey: string }>;
/** Starts a host on `dir`, reads its dev accounts, stops it. */
async function accountsOf(dir: string): Promise<Accounts> {
  const host = await startWalletHost({ port: 0, dataDir: dir });
  try {
    return (await (await fetch(`${host.url}/v1/dev/accounts`)).json()) as Accounts;
  } finally {
    await host.close();
  }
}

describe('dev accounts per provider', () => {
  it('a restart with the same data dir signs with the same account per provider; google and apple differ', async () => {
    const dir = dataDir();
    const first = await accountsOf(dir);
    const second = await accountsOf(dir);
    expect(second).toEqual(first);
    expect(first.google.address).toMatch(/^0x[0-9a-f]{64}$/);
    expect(first.apple.address).not.toBe(first.google.address);
    const stored = JSON.parse(readFileSync(join(dir, 'wallet-host-keys.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(stored)).toEqual(['google', 'apple']);
  });
  it('another data dir gets other accounts (keys are generated, not derived from a constant)', async () => {
    const [a, b] = [await accountsOf(dataDir()), await accountsOf(dataDir())];
    expect(b.google.address).not.toBe(a.google.address);
    expect(b.apple.address).not.toBe(a.apple.address);
  });
});

describe('POST /v1/dev/accounts/<provider>/rotate (a fresh account per e2e test)', () => {
  it.each(['google', 'apple'] as const)(
    '%s: the provider answers with a new account, the other keeps its own',
    async (p) => {
      const host = await startWalletHost({ port: 0 });
      try {
        const before = (await (await fetch(`${host.url}/v1/dev/accounts`)).json()) as Accounts;
        const rotated = (await (await fetch(`${host.url}/v1/dev/accounts/${p}/rotate`, { method: 'POST' })).json()) as {
          address: string;
        };
        const after = (await (await fetch(`${host.url}/v1/dev/accounts`)).json()) as Accounts;
        expect(rotated.address).toMatch(/^0x[0-9a-f]{64}$/);
        expect(after[p]).toEqual(rotated);
        expect(after[p].address).not.toBe(before[p].address);
        const other = p === 'google' ? 'apple' : 'google';
        expect(after[other]).toEqual(before[other]);
      } finally {
        await host.close();
      }
    },
  );

  it('an unknown provider is not found', async () => {
    const host = await startWalletHost({ port: 0 });
    try {
      expect((await fetch(`${host.url}/v1/dev/accounts/github/rotate`, { method: 'POST' })).status).toBe(404);
    } finally {
      await host.close();
    }
  });
});
