import { describe, expect, it } from 'vitest';
import { NETWORKS, isNetworkName, networkEndpoints, networkOrigins } from '#lib/network/origins.ts';

describe('network endpoints', () => {
  it('local uses the spec ports: node 8080 and indexer 8090', () => {
    expect(new URL(NETWORKS.local.node).port).toBe('8080');
    expect(new URL(NETWORKS.local.node).pathname).toBe('/v1');
    expect(new URL(NETWORKS.local.indexer).port).toBe('8090');
  });

  it.each(['local', 'devnet', 'testnet', 'mainnet'])('%s is known and every URL parses', (name) => {
    expect(isNetworkName(name)).toBe(true);
    for (const url of Object.values(networkEndpoints(name))) expect(() => new URL(url)).not.toThrow();
  });

  it.each(['', 'Local', 'localnet ', 'toString', '__proto__'])('rejects %j', (name) => {
    expect(isNetworkName(name)).toBe(false);
    expect(() => networkEndpoints(name)).toThrow(/Unknown network/);
  });

  it('lists each origin once for the CSP', () => {
    const { connect } = networkOrigins('local');
    expect(connect).toContain('http://127.0.0.1:3001');
    expect(connect).toContain('ws://127.0.0.1:3001');
    expect(new Set(connect).size).toBe(connect.length);
    expect(connect.every((o) => !o.endsWith('/'))).toBe(true);
  });
});
