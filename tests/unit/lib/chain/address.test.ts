import { AccountAddress } from '@aptos-labs/ts-sdk';
import { describe, expect, it } from 'vitest';
import { toLongAddress } from '#lib/chain/address.ts';

const SDK = (text: string, maxMissingChars?: number) =>
  AccountAddress.fromString(text, maxMissingChars === undefined ? {} : { maxMissingChars }).toStringLong();

describe('toLongAddress (SDK-free) matches AccountAddress.fromString(...).toStringLong()', () => {
  const LONG = '0x' + 'ab12'.repeat(16);
  it.each<[string, number | undefined]>([
    ['0x1', undefined],
    ['0xa', undefined],
    ['0xf', 63],
    [LONG, undefined],
    [LONG.toUpperCase().replace('0X', '0x'), undefined],
    [LONG.slice(2), undefined], // no 0x
    ['0x' + 'c'.repeat(60), undefined], // 4 missing: the SDK's default allows it
    ['0x1234', 63],
    ['0x' + '0'.repeat(63) + '7', undefined],
  ])('%s (maxMissingChars %s)', (text, max) => {
    expect(toLongAddress(text, max === undefined ? {} : { maxMissingChars: max })).toBe(SDK(text, max));
  });

  it.each<[string, number | undefined]>([
    ['', undefined],
    ['0x', undefined],
    ['0x' + 'a'.repeat(65), 63],
    ['0xzz', 63],
    ['0x1::aptos_coin::AptosCoin', 63],
    ['0x1234', undefined], // short form beyond the default 4 missing digits
    ['0x' + 'c'.repeat(59), undefined],
  ])('refuses %s (maxMissingChars %s) as the SDK does', (text, max) => {
    expect(() => SDK(text, max)).toThrow();
    expect(() => toLongAddress(text, max === undefined ? {} : { maxMissingChars: max })).toThrow();
  });
});
