import { describe, expect, it } from 'vitest';
import { parseNetworkName } from '#lib/network/network-name.ts';

describe('parseNetworkName', () => {
  it.each([
    ['devnet', 'devnet'],
    ['testnet', 'testnet'],
    ['mainnet', 'mainnet'],
    ['local', 'local'],
    ['localnet', 'local'],
    [undefined, 'local'],
    ['', 'local'],
  ])('%j selects %s', (raw, network) => {
    expect(parseNetworkName(raw)).toBe(network);
  });

  it.each([
    'Devnet',
    'MAINNET',
    ' local',
    'local ',
    'localhost',
    'testnet2',
    'devnet,testnet',
    'toString',
    '__proto__',
    'constructor',
  ])('rejects %j instead of falling back to local', (raw) => {
    expect(() => parseNetworkName(raw)).toThrow(
      `Unknown network '${raw}': expected devnet, testnet, mainnet or local (localnet)`,
    );
  });
});
