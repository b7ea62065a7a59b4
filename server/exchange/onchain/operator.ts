/**
 * The exchange operator key: one Ed25519 key generated on first start and kept in the exchange's SQLite file
 * (table ex_operator), so its address, the co-signer the chain's deposit_token requires, survives restarts.
 * server/main.ts loads it before starting the chain (ledger.exchangeSigner) and hands it to startExchange.
 */
import { DatabaseSync } from 'node:sqlite';
import { Account, Ed25519PrivateKey, type Ed25519Account } from '@aptos-labs/ts-sdk';

const SCHEMA = `CREATE TABLE IF NOT EXISTS ex_operator (
  id INTEGER PRIMARY KEY CHECK (id = 1), private_key TEXT NOT NULL, address TEXT NOT NULL, created_at INTEGER NOT NULL)`;

/** The operator account stored in the SQLite file at `path`, created (once, atomically) when missing. */
export function loadOperator(path: string, now: () => number = Date.now): Ed25519Account {
  const db = new DatabaseSync(path);
  try {
    db.exec('PRAGMA busy_timeout = 5000;');
    db.exec(SCHEMA);
    const fresh = Ed25519PrivateKey.generate();
    const address = Account.fromPrivateKey({ privateKey: fresh }).accountAddress.toStringLong();
    // two processes starting on one file race here: INSERT OR IGNORE keeps whichever key was written first
    db.prepare('INSERT OR IGNORE INTO ex_operator (id, private_key, address, created_at) VALUES (1, ?, ?, ?)').run(
      fresh.toAIP80String(),
      address,
      now(),
    );
    const row = db.prepare('SELECT private_key, address FROM ex_operator WHERE id = 1').get() as {
      private_key: string;
      address: string;
    };
    const operator = Account.fromPrivateKey({ privateKey: new Ed25519PrivateKey(row.private_key, true) });
    if (operator.accountAddress.toStringLong() !== row.address)
      throw new Error(`ex_operator in ${path} is corrupt: key and address disagree`);
    return operator;
  } finally {
    db.close();
  }
}
