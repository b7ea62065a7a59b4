import { describe, expect, it } from 'vitest';
import { en, isMessageKey, t } from '#lib/i18n/index.ts';

describe('message catalogue', () => {
  it.each([
    ['errors.required', undefined, 'Required'],
    ['errors.minLength', { min: 3 }, 'Must be at least 3 characters'],
    [
      'errors.insufficient_balance',
      { amount: '0.000011', ticker: 'BTC' },
      'Insufficient amount: at least 0.000011 BTC is needed',
    ],
    ['footer.latency', { ms: 42 }, '42 ms'],
    ['header.vaultApr', { apr: '0' }, 'APR 0%'],
    ['error.uncaughtTitle', undefined, 'Error | Uncaught Client Exception'],
  ] as const)('t(%s, %j) = %s', (key, params, expected) => {
    expect(t(key, params)).toBe(expected);
  });

  it('leaves an unknown placeholder visible rather than inventing a value', () => {
    expect(t('errors.minLength', {})).toBe('Must be at least {min} characters');
  });

  it('has every validation key the spec names', () => {
    const keys = [
      'errors.insufficient_balance',
      'errors.errorBalance',
      'errors.exceedsBalance',
      'errors.invalidWithdrawAddress',
      'errors.required',
      'errors.minLength',
      'errors.maxLength',
      'errors.alphanumericOnly',
      'errors.numbersOnly',
      'requiredField',
    ];
    expect(keys.filter((k) => !isMessageKey(k))).toEqual([]);
  });

  it('has a title and description for every sonnerMessages error the spec names', () => {
    for (const area of ['transferToUser', 'editAccount', 'createAccount', 'marketClose', 'limitClose', 'userData']) {
      expect(isMessageKey(`sonnerMessages.${area}.error`)).toBe(true);
      expect(isMessageKey(`sonnerMessages.${area}.description`)).toBe(true);
    }
    expect(Object.values(en).every((text) => text.trim().length > 0)).toBe(true);
  });
});
