import { describe, expect, it } from 'vitest';
import { formatDecimal } from '#lib/domain/fixed.ts';
import { CSV_BOM, csvCell, csvLine, csvText } from '#lib/history/csv.ts';

describe('csvCell: RFC 4180 quoting and the formula guard', () => {
  it.each([
    ['plain', 'BTC-PERP', 'BTC-PERP'],
    ['empty', '', ''],
    ['a comma', 'a,b', '"a,b"'],
    ['a quote (doubled)', 'say "hi"', '"say ""hi"""'],
    ['a line feed', 'one\ntwo', '"one\ntwo"'],
    ['a CR LF', 'one\r\ntwo', '"one\r\ntwo"'],
    ['a formula', '=1+2', "'=1+2"],
    ['a plus formula', '+SUM(A1:A2)', "'+SUM(A1:A2)"],
    ['a minus formula', '-2+3', "'-2+3"],
    ['an at formula', '@cmd', "'@cmd"],
    ['a leading tab', '\tx', "'\tx"],
    ['a leading CR (guarded, then quoted)', '\rx', '"\'\rx"'],
    ['a formula with a comma (guarded, then quoted)', '=HYPERLINK("x","y")', '"\'=HYPERLINK(""x"",""y"")"'],
    ['a negative decimal stays a number', '-12.5', '-12.5'],
    ['a negative integer stays a number', '-7', '-7'],
    ['a minus that is not a plain number', '-1e3', "'-1e3"],
    ['an ISO time', '2026-11-27T10:00:00.000Z', '2026-11-27T10:00:00.000Z'],
  ])('%s', (_what, input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });
});

describe('csvText: a whole file', () => {
  it('starts with the UTF-8 BOM and ends every record with CRLF', () => {
    const text = csvText(['Time (UTC, ISO 8601)', 'Amount (USDC)'], [['2026-01-01T00:00:00.000Z', '1.5']]);
    expect(text).toBe(`${CSV_BOM}"Time (UTC, ISO 8601)",Amount (USDC)\r\n2026-01-01T00:00:00.000Z,1.5\r\n`);
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('writes 10,000 rows, each read back to its cells', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => [String(i), `name ${i}, "q"`, `=${i}`]);
    const text = csvText(['n', 'name', 'formula'], rows);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toHaveLength(10_002); // header, rows, and the empty text after the last CRLF
    expect(lines[1]).toBe('0,"name 0, ""q""",\'=0');
    expect(lines[10_000]).toBe('9999,"name 9999, ""q""",\'=9999');
    expect(lines[10_001]).toBe('');
  });

  it.each([
    [10n ** 18n * 123_456_789n + 1n, '123456789.000000000000000001'],
    [-(10n ** 18n) * 5n - 5n * 10n ** 17n, '-5.5'],
    [1n, '0.000000000000000001'],
    [2n ** 127n, '170141183460469231731.687303715884105728'],
    [0n, '0'],
  ])('writes the bigint %s with 18 decimals exactly, no exponent, no grouping', (amount, expected) => {
    const line = csvLine([formatDecimal(amount, 18)]);
    expect(line).toBe(`${expected}\r\n`);
    expect(line).not.toMatch(/e|,/i);
  });
});
