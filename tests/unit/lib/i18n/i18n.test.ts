import { describe, expect, it } from 'vitest';
import { en, isMessageKey, t } from '#lib/i18n/index.ts';
import { enTrade } from '#lib/i18n/en-trade.ts';
import { enAccounts } from '#lib/i18n/en-accounts.ts';
import { enFunds } from '#lib/i18n/en-funds.ts';
import { enEarn } from '#lib/i18n/en-earn.ts';
import { t as tradeT } from '#lib/i18n/trade.ts';
import { t as accountsT } from '#lib/i18n/accounts.ts';
import { t as fundsT } from '#lib/i18n/funds.ts';

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

describe('area catalogues', () => {
  const areas = { trade: enTrade, accounts: enAccounts, funds: enFunds, earn: enEarn };

  it('share no key with the frame or with each other, so a key has one text', () => {
    const seen = new Map<string, string>(Object.keys(en).map((k) => [k, 'frame']));
    const clashes: string[] = [];
    for (const [name, catalogue] of Object.entries(areas))
      for (const key of Object.keys(catalogue)) {
        if (seen.has(key)) clashes.push(`${key} (${seen.get(key)} and ${name})`);
        seen.set(key, name);
      }
    expect(clashes).toEqual([]);
  });

  it('keep toasts in the frame: the toast island translates them without any area loaded', () => {
    const areaToasts = Object.values(areas).flatMap((c) =>
      Object.keys(c).filter((k) => k.startsWith('sonnerMessages.')),
    );
    expect(areaToasts).toEqual([]);
  });

  it('translate their own keys and the frame keys, filling placeholders', () => {
    expect(tradeT('trade.title', { market: 'BTC-PERP', price: '97,000' })).toBe('BTC-PERP 97,000 | Futures');
    expect(tradeT('errors.minLength', { min: 3 })).toBe('Must be at least 3 characters');
    expect(accountsT('subaccounts.edit.current', { alias: 'main', id: 7 })).toBe('Current alias: main (#7)');
    expect(fundsT('deposit.form.walletBalance', { amount: '1.5', ticker: 'BTC' })).toBe('Wallet balance 1.5 BTC');
  });
});
