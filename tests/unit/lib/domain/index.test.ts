import { describe, expect, it } from 'vitest';
import * as domain from '#lib/domain/index.ts';

// The index is the contract other parts import; each row is one export they rely on, checked by behaviour.
describe.each<[string, () => unknown, unknown]>([
  ['parseDecimal', () => domain.parseDecimal('1.5', 6), 1_500_000n],
  ['formatDecimal', () => domain.formatDecimal(1_500_000n, 6), '1.5'],
  ['mulDiv', () => domain.mulDiv(7n, 1n, 2n, 'ceil'), 4n],
  ['PRICE_ONE', () => domain.PRICE_ONE, 1_000_000_000n],
  ['TOKEN_DECIMALS.SOL', () => domain.TOKEN_DECIMALS.SOL, 9],
  ['latencyColour', () => domain.latencyColour(150), 'amber'],
  ['formatUsd', () => domain.formatUsd(1_234_567n), '$1.23'],
  ['utilization', () => domain.utilization(1n, 2n), 500_000_000n],
  ['limitCloseSide', () => domain.limitCloseSide(-1n), 'Bid'],
  ['validateAlias', () => domain.validateAlias('ok1'), null],
  ['isSessionKeyValid', () => domain.isSessionKeyValid({ k: 2 }, 'k', 1), true],
  ['percentChange', () => domain.percentChange(2n, 1n), 1_000_000_000n],
  ['accountMargin', () => domain.accountMargin(5n, []).equityUsd, 5n],
  [
    'feeRateForFill',
    () =>
      domain.feeRateForFill(
        { perpTakerFee: 1n, perpMakerFee: 2n, spotTakerFee: 3n, spotMakerFee: 4n },
        'spot',
        'maker',
      ),
    4n,
  ],
])('index exports %s', (_name, call, expected) => {
  it('works through the index', () => expect(call()).toEqual(expected));
});

describe('the index stays SDK-free', () => {
  it('does not re-export the chain rules', () => {
    expect(Object.keys(domain)).not.toContain('deriveAccount');
    expect(Object.keys(domain)).not.toContain('ChainRuleError');
  });
});
