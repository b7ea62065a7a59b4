/** The dev wallet's accounts: one Ed25519 key per provider, persisted in a small JSON file (or kept in memory). */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Ed25519Account, Ed25519PrivateKey } from '@aptos-labs/ts-sdk';

/** Social providers the dev wallet impersonates. */
export const PROVIDERS = ['google', 'apple'] as const;
/** A provider name. */
export type Provider = (typeof PROVIDERS)[number];

/** True when `value` is a provider. */
export function isProvider(value: unknown): value is Provider {
  return (PROVIDERS as readonly unknown[]).includes(value);
}

/** Loads the per-provider keys from `path` (creating and saving missing ones); no path keeps them in memory. */
export function loadDevAccounts(path: string | undefined): Record<Provider, Ed25519Account> {
  const stored: Partial<Record<Provider, string>> =
    path !== undefined && existsSync(path)
      ? (JSON.parse(readFileSync(path, 'utf8')) as Partial<Record<Provider, string>>)
      : {};
  let changed = false;
  for (const provider of PROVIDERS) {
    if (typeof stored[provider] !== 'string') {
      stored[provider] = `0x${randomBytes(32).toString('hex')}`;
      changed = true;
    }
  }
  if (changed && path !== undefined) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  const account = (provider: Provider) =>
    new Ed25519Account({ privateKey: new Ed25519PrivateKey(stored[provider] as string, false) });
  return { google: account('google'), apple: account('apple') };
}
