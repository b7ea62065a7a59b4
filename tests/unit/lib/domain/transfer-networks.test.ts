import { describe, expect, it } from 'vitest';
import { networkTokens, settlementSec, withdrawNetworks } from '#lib/domain/transfer-networks.ts';
import { depositTimeColour } from '#lib/domain/constants.ts';

describe('transfer networks', () => {
  it.each([
    ['Aptos', 'USDC', 1, 'green'],
    ['Solana', 'USDC', 30, 'amber'],
    ['Ethereum', 'USDC', 180, 'red'],
  ] as const)('%s lists %s first and settles in %i s (%s)', (network, first, sec, colour) => {
    expect(networkTokens(network)[0]).toBe(first);
    expect(settlementSec(network)).toBe(sec);
    expect(depositTimeColour(sec)).toBe(colour);
  });

  it.each([
    [
      'USDC',
      [
        ['Aptos', 100_000n],
        ['Solana', 1_000_000n],
        ['Ethereum', 5_000_000n],
      ],
    ],
    [
      'SOL',
      [
        ['Aptos', 1_000_000n],
        ['Solana', 10_000_000n],
      ],
    ],
    [
      'BTC',
      [
        ['Aptos', 1_000n],
        ['Ethereum', 10_000n],
      ],
    ],
    ['APT', [['Aptos', 1_000_000n]]],
  ] as const)('%s goes to its networks with exact base-unit fees in the token', (token, expected) => {
    const entries = withdrawNetworks(token);
    expect(entries.map((e) => [e.network, e.feeUnits])).toEqual(expected);
    expect(entries.every((e) => e.feeToken === token)).toBe(true);
  });

  it('lists only tokens a network carries for deposits and withdrawals alike', () => {
    for (const network of ['Aptos', 'Solana', 'Ethereum'] as const)
      for (const token of networkTokens(network))
        expect(withdrawNetworks(token).some((e) => e.network === network)).toBe(true);
  });
});
