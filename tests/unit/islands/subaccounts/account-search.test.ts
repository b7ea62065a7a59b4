import { describe, expect, it } from 'vitest';
import { matchesSearch, readUserIdInput, type AccountSearchMode } from '#islands/subaccounts/account-search.ts';

const account = { id: '1024', alias: 'LongTerm2025' };

describe.each<[string, AccountSearchMode, boolean]>([
  ['', 'alias', true],
  ['   ', 'id', true],
  ['long', 'alias', true],
  ['TERM20', 'alias', true],
  ['  term ', 'alias', true],
  ['short', 'alias', false],
  ['1024', 'alias', false], // an id typed in alias mode is not an alias
  ['10', 'id', true],
  ['1024', 'id', true],
  ['024', 'id', false], // ids match from their first digit
  ['10245', 'id', false],
  ['Long', 'id', false],
])('matchesSearch(%j, %s)', (query, mode, expected) => {
  it(`is ${expected}`, () => expect(matchesSearch(account, query, mode)).toBe(expected));
});

describe.each([
  ['123', '123', false],
  ['', '', false],
  ['12a', '12', true],
  ['a', '', true],
  [' 1', '1', true],
  ['١٢', '', true],
])('readUserIdInput(%j)', (text, value, refused) => {
  it(`keeps ${JSON.stringify(value)}${refused ? ' and says a character was refused' : ''}`, () =>
    expect(readUserIdInput(text)).toEqual({ value, refused }));
});
