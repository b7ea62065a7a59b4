/** The exchange operator key: created once per SQLite file, read back unchanged, and checked against the chain. */
import { mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Account } from '@aptos-labs/ts-sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { startChain } from '#server/chain/index.ts';
import { startExchange } from '#server/exchange/index.ts';
import { loadOperator } from '#server/exchange/onchain/operator.ts';

const dir = mkdtempSync(join(tmpdir(), 'operator-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadOperator', () => {
  it('creates the key on first use and returns the same key afterwards', () => {
    const path = join(dir, 'a.sqlite');
    const first = loadOperator(path, () => 1234);
    const again = loadOperator(path, () => 9999);
    expect(again.accountAddress.toStringLong()).toBe(first.accountAddress.toStringLong());
    expect(again.privateKey.toAIP80String()).toBe(first.privateKey.toAIP80String());
    const db = new DatabaseSync(path);
    const rows = db.prepare('SELECT id, private_key, address, created_at FROM ex_operator').all();
    db.close();
    expect(rows).toEqual([
      {
        id: 1,
        private_key: first.privateKey.toAIP80String(),
        address: first.accountAddress.toStringLong(),
        created_at: 1234,
      },
    ]);
    expect(first.privateKey.toAIP80String()).toMatch(/^ed25519-priv-0x[0-9a-f]{64}$/);
  });

  it('gives another file another key', () => {
    const a = loadOperator(join(dir, 'b.sqlite')).accountAddress.toStringLong();
    const b = loadOperator(join(dir, 'c.sqlite')).accountAddress.toStringLong();
    expect(a).not.toBe(b);
  });

  it('refuses a stored key whose address was changed', () => {
    const path = join(dir, 'd.sqlite');
    loadOperator(path);
    const db = new DatabaseSync(path);
    db.prepare('UPDATE ex_operator SET address = ?').run(Account.generate().accountAddress.toStringLong());
    db.close();
    expect(() => loadOperator(path)).toThrow(`ex_operator in ${path} is corrupt: key and address disagree`);
  });
});

describe('startExchange', () => {
  it('refuses an operator other than the co-signer the chain requires', async () => {
    const required = Account.generate().accountAddress.toStringLong();
    const operator = loadOperator(join(dir, 'e.sqlite'));
    const chain = await startChain({
      nodePort: 0,
      indexerPort: 0,
      faucetPort: 0,
      ledger: { exchangeSigner: required },
    });
    try {
      await expect(
        startExchange({ db: join(dir, 'e.sqlite'), port: 0, chain, operator, log: () => {} }),
      ).rejects.toThrow(
        `the chain requires deposit co-signer ${required} but the exchange operator is ${operator.accountAddress.toStringLong()}`,
      );
    } finally {
      await chain.close();
    }
  });
});
