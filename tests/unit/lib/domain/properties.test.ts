import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  divRound,
  formatDecimal,
  mulDiv,
  parseDecimal,
  pow10,
  tryParseDecimal,
  type Rounding,
} from '#lib/domain/fixed.ts';
import { maxInputText, sanitizeAmountInput, unitsToInputText } from '#lib/domain/format.ts';
import { amountAtBps } from '#lib/domain/percent.ts';
import { readAmount } from '#lib/domain/validation/result.ts';
import { unitsForUsd, usdValue } from '#lib/domain/value.ts';

const DECIMALS = Array.from({ length: 19 }, (_, d) => [d]);
const huge = fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n });
const nonZero = fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).filter((d) => d !== 0n);
const rounding = fc.constantFrom<Rounding>('floor', 'ceil', 'trunc', 'halfUp');
const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

describe.each(DECIMALS)('with %i decimals', (d) => {
  it('parse(format(v)) === v for any bigint, far beyond 2^53', () => {
    fc.assert(fc.property(huge, (v) => parseDecimal(formatDecimal(v, d), d) === v));
  });

  it('format(parse(s)) === s for canonical decimal strings', () => {
    const canonical = fc.tuple(fc.boolean(), digits(1, 30), digits(0, d)).map(([negative, whole, fraction]) => {
      const w = whole.replace(/^0+(?=\d)/, '');
      const f = fraction.replace(/0+$/, '');
      const text = f === '' ? w : `${w}.${f}`;
      return negative && text !== '0' ? `-${text}` : text;
    });
    fc.assert(fc.property(canonical, (text) => formatDecimal(parseDecimal(text, d), d) === text));
  });

  it('parsing scales by exactly 10^decimals (integer strings beyond 2^53)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), (v) => parseDecimal(v.toString(), d) === v * pow10(d)),
    );
  });

  it('a display rounded down never exceeds the value', () => {
    fc.assert(
      fc.property(huge, fc.integer({ min: 0, max: d }), (v, max) => {
        const shown = parseDecimal(formatDecimal(v, d, { maxDecimals: max, rounding: 'floor' }), d);
        return shown <= v && v - shown < pow10(d - max);
      }),
    );
  });

  it('a typed amount reads back the units it was shown from: readAmount(unitsToInputText(u)) === u', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), (u) => {
        const read = readAmount(unitsToInputText(u, d), d);
        return read.kind === 'amount' && read.units === u;
      }),
    );
  });

  it('Max never exceeds the balance, and is exact up to its decimals', () => {
    fc.assert(
      fc.property(huge, fc.integer({ min: 0, max: d }), (balance, max) => {
        const text = maxInputText(balance, d, max);
        const shown = parseDecimal(text, d);
        if (balance <= 0n) return text === '0';
        return shown <= balance && balance - shown < pow10(d - max) && readAmount(text, d).kind === 'amount';
      }),
    );
  });

  it('sanitized input always parses (or is empty/a lone point)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const clean = sanitizeAmountInput(text, d);
        return clean === '' || clean === '.' || tryParseDecimal(clean, d).ok;
      }),
    );
  });
});

describe('exactness at the float boundary', () => {
  it.each([
    ['9007199254740993', 0, 9_007_199_254_740_993n],
    ['9007199254740993.000000000000000001', 18, 9_007_199_254_740_993_000_000_000_000_000_001n],
    ['0.100000000000000001', 18, 100_000_000_000_000_001n],
  ])('parses %s exactly', (text, d, expected) => {
    expect(parseDecimal(text, d)).toBe(expected);
    expect(formatDecimal(expected, d)).toBe(text);
  });
});

describe('mulDiv rounding laws', () => {
  it('floor <= a*b/d <= ceil, and they differ by 1 exactly when d does not divide a*b', () => {
    fc.assert(
      fc.property(huge, huge, nonZero, (a, b, d) => {
        const lo = mulDiv(a, b, d, 'floor');
        const hi = mulDiv(a, b, d, 'ceil');
        const n = d > 0n ? a * b : -(a * b);
        const dd = d > 0n ? d : -d;
        const exact = n % dd === 0n;
        return lo * dd <= n && n <= hi * dd && hi - lo === (exact ? 0n : 1n);
      }),
    );
  });

  it('trunc is floor for a non-negative quotient and ceil for a negative one', () => {
    fc.assert(
      fc.property(huge, huge, nonZero, (a, b, d) => {
        const negative = a * b < 0n !== d < 0n && a * b !== 0n;
        return mulDiv(a, b, d, 'trunc') === mulDiv(a, b, d, negative ? 'ceil' : 'floor');
      }),
    );
  });

  it('halfUp is a nearest value, ties away from zero', () => {
    fc.assert(
      fc.property(huge, nonZero, (n, d) => {
        const q = divRound(n, d, 'halfUp');
        const twiceError = 2n * (n - q * d);
        const absTwice = twiceError < 0n ? -twiceError : twiceError;
        const absD = d < 0n ? -d : d;
        if (absTwice > absD) return false;
        // On a tie the result must be the one farther from zero.
        if (absTwice === absD) return (q < 0n ? -q : q) * absD > (n < 0n ? -n : n);
        return true;
      }),
    );
  });

  it('floor of -x is minus ceil of x', () => {
    fc.assert(fc.property(huge, nonZero, (n, d) => divRound(-n, d, 'floor') === -divRound(n, d, 'ceil')));
  });

  it('every mode is exact when the division is exact', () => {
    fc.assert(fc.property(huge, nonZero, rounding, (q, d, mode) => divRound(q * d, d, mode) === q));
  });
});

describe('slider amounts', () => {
  it('never exceed the total', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.bigInt({ min: 0n, max: 10_000n }), (total, bps) => {
        const amount = amountAtBps(total, bps);
        return amount >= 0n && amount <= total;
      }),
    );
  });
});

const TWO_53 = 2n ** 53n;

describe('USD conversions beyond 2^53', () => {
  const bigUsd = fc.bigInt({ min: TWO_53, max: 10n ** 30n });
  const price = fc.bigInt({ min: 1n, max: 10n ** 25n });
  const tokenDecimals = fc.integer({ min: 0, max: 18 });

  it('unitsForUsd rounded up is the least amount whose value reaches the USD amount', () => {
    fc.assert(
      fc.property(bigUsd, tokenDecimals, price, (usd, d, p) => {
        const units = unitsForUsd(usd, d, p, 'ceil');
        return usdValue(units, d, p, 'floor') >= usd && usdValue(units - 1n, d, p, 'floor') < usd;
      }),
    );
  });

  it('unitsForUsd rounded down never buys more than the USD amount', () => {
    fc.assert(
      fc.property(bigUsd, tokenDecimals, price, (usd, d, p) => {
        const units = unitsForUsd(usd, d, p, 'floor');
        return usdValue(units, d, p, 'ceil') <= usd;
      }),
    );
  });

  it('usdValue is exact when the price is whole dollars and units whole tokens', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: TWO_53, max: 10n ** 30n }),
        tokenDecimals,
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (tokens, d, dollars) => {
          const value = usdValue(tokens * pow10(d), d, dollars * 1_000_000_000n, 'floor');
          return value === tokens * dollars * 1_000_000n && value > TWO_53;
        },
      ),
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------
// No amount ever goes through a float: the app's libraries, stores and views and the server are scanned for the float conversions that lose
// money.

const MONEY_WORDS =
  /amount|price|balance|size|units|usd|notional|fee|margin|pnl|collateral|debt|share|equity|value|rate|qty|quantity|volume/i;

/** One rule of the scan: what it matches, and whether a match is a violation. */
interface FloatRule {
  readonly name: string;
  readonly pattern: RegExp;
  /** Given the match, true when it handles money (default: always). */
  readonly onMoney?: (match: RegExpExecArray) => boolean;
}

const FLOAT_RULES: readonly FloatRule[] = [
  { name: 'parseFloat', pattern: /\bparseFloat\s*\(/g },
  { name: 'toFixed', pattern: /\.toFixed\s*\(/g },
  {
    name: 'Math rounding of money',
    pattern: /\bMath\.(?:round|floor|ceil|trunc)\s*\(([^)]*)\)/g,
    onMoney: (m) => MONEY_WORDS.test(m[1] ?? ''),
  },
  {
    name: 'Number() of money',
    pattern: /\bNumber\s*\(([^)]*)\)/g,
    // a share in basis points (a slider's position, 0 to 10,000) is a ratio, not an amount
    onMoney: (m) => MONEY_WORDS.test(m[1] ?? '') && !/^shareInBps\(/.test(m[1] ?? ''),
  },
];

/**
 * Known, justified uses, by file and the exact line text: `Number(value)` in serializeUint converts a u8/u16/u32
 * that the Serializer range-checks (at most 2^32 - 1, exact in a double), never an amount; the SDK's faucet call takes
 * a number, handed over only after a safe-integer check.
 */
const ALLOWED: readonly { readonly file: string; readonly line: RegExp; readonly why: string }[] = [
  {
    file: 'src/lib/chain/rules.ts',
    line: /^\s*serializer\.serializeU(?:8|16|32)\(Number\(value\)\);$/,
    why: 'u8/u16/u32 serialization, range-checked',
  },
  {
    file: 'src/lib/chain/aptos-client.ts',
    line: /aptos\.fundAccount\(\{ accountAddress: address, amount: Number\(amount\) \}\)/,
    why: 'the SDK faucet takes a number; the amount is checked against MAX_SAFE_INTEGER just above',
  },
  {
    file: 'src/lib/market/scale.ts',
    line: /^\s*const (?:tick|lots) = Number\((?:parsed\.value \/ this\.tick|units \/ this\.lot)\);$/,
    why: 'a whole count of ticks or lots (the book keys), refused unless Number.isSafeInteger on the next line',
  },
  {
    file: 'src/lib/market/chart-format.ts',
    line: /Number\(formatDecimal\(/,
    why: 'lightweight-charts plots numbers: the chart draws the price, every figure a trader reads is formatted exactly',
  },
  {
    file: 'src/lib/market/chart-format.ts',
    line: /^\s*return BigInt\(Math\.round\(dollars \* 1e6\)\);$/,
    why: "a chart's axis label: the drawing coordinate lightweight-charts hands back, made whole micro-dollars once to be formatted exactly",
  },
  {
    file: 'src/lib/market/canvas-book.ts',
    line: /^\s*const [wh] = Math\.round\(size\.(?:width|height) \* size\.dpr\);$/,
    why: "the canvas's pixel size (CSS size times device pixel ratio), not an amount",
  },
  {
    file: 'src/lib/wallets/social-adapter.ts',
    line: /^\s*(?:gasUnitPrice: Number\(rawTransaction\.gas_unit_price\)|maxGasAmount: Number\(rawTransaction\.max_gas_amount\)),$/,
    why: 'the wallet-connect request (as the official packages write it) takes gas as numbers; gas is bounded far below 2^53',
  },
  {
    file: 'src/lib/wallets/solana/base58.ts',
    line: /Number\(value (?:% 58n|& 0xffn)\)/,
    why: 'one base58 digit or one byte of a key, not an amount',
  },
  {
    file: 'src/islands/earn/RateCurveView.tsx',
    line: /Number\(rate\) \/ 1e7|v\.toFixed\(0\)/,
    why: 'lightweight-charts plots an APR curve as numbers (a rate, not an amount); every APR a trader reads is formatted exactly',
  },
  {
    file: 'src/islands/portfolio/PortfolioChartView.tsx',
    line: /Number\(formatDecimal\(usd, USD_DECIMALS\)\)/,
    why: 'lightweight-charts plots the account value / PnL curve as numbers; every figure a trader reads is formatted exactly',
  },
  {
    file: 'src/islands/vault/VaultChartCanvas.tsx',
    line: /Number\(formatDecimal\(value, decimals\)\)/,
    why: 'lightweight-charts plots the vault series as numbers; every PnL, TVL and share price a user reads is formatted exactly',
  },
  {
    file: 'server/engine/sim/history.ts',
    line: /^\s*const trend = Number\(\(\(price - ema\) \* 1_000_000n\) \/ ema\) \/ 1_000_000;$/,
    why: "the generated vault's trend signal, a ratio of two prices in ppm; the size it trades is whole lots in bigint",
  },
  {
    file: 'server/engine/sim/profile.ts',
    line: /^\s*const units = \(BigInt\(Math\.round\(usd \* 1e6\)\)/,
    why: "a simulated bot's random order size drawn in USD, made whole micro-USD once; the engine only sees whole lots",
  },
  {
    file: 'server/engine/sim/simulator.ts',
    line: /^\s*const usd = \(Number\(o\.size - o\.filled\) \* Number\(o\.price\)\) \/ 10 \*\* \(decimals \+ 9\);$/,
    why: "the market maker's rough USD size of its own resting level, only to decide whether to requote it",
  },
  {
    file: 'server/chain/node/api.ts',
    line: /^\s*(?:deprioritized_gas_estimate|gas_estimate|prioritized_gas_estimate): Number\(GAS_PRICE_ESTIMATE\.\w+\),$/,
    why: 'the real node answers gas prices (octas per gas unit, small integers) as JSON numbers',
  },
];

/** Source text with comments blanked (line numbers kept), so a doc comment naming parseFloat is not a use. */
function stripComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** Every float-conversion finding in one file's text, as "file:line: rule: code". */
function floatFindings(file: string, source: string): string[] {
  const text = stripComments(source);
  const lines = text.split('\n');
  const findings: string[] = [];
  for (const rule of FLOAT_RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      if (rule.onMoney !== undefined && !rule.onMoney(match)) continue;
      const lineNo = text.slice(0, match.index).split('\n').length;
      const line = lines[lineNo - 1] ?? '';
      if (ALLOWED.some((a) => file.endsWith(a.file) && a.line.test(line))) continue;
      findings.push(`${file}:${lineNo}: ${rule.name}: ${line.trim()}`);
    }
  }
  return findings;
}

const ROOT = join(import.meta.dirname, '../../../..');
/** Everything that handles money: the libraries, stores and views of the app, and the local network's server. */
const SCANNED_DIRS = ['src/lib', 'src/stores', 'src/islands', 'server'];
const DOMAIN_FILES = SCANNED_DIRS.flatMap((dir) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => ({
      file: relative(ROOT, join(ROOT, dir, name)),
      source: readFileSync(join(ROOT, dir, name), 'utf8'),
    })),
);

describe('the float scan', () => {
  it.each<[string, string, number]>([
    ['parseFloat', 'const x = parseFloat(text);', 1],
    ['toFixed', 'return price.toFixed(2);', 1],
    ['Math.round of an amount', 'const a = Math.round(amount * 100);', 1],
    ['Math.floor of a balance', 'Math.floor(balanceUnits / 10)', 1],
    ['Number() of a price', 'const p = Number(priceText);', 1],
    ['Number() of a size', 'const s = Number(position.size);', 1],
    ['Number() of a u8 outside the allowed file', 'serializer.serializeU8(Number(value));', 1],
    ['Math.floor of a timestamp', 'Math.floor(nowMs / 1000)', 0],
    ['Number() of elapsed seconds', 'last + Number(elapsed)', 0],
    ['Number() of a share in basis points', 'value={Number(shareInBps(units, limit))}', 0],
    ['Number() of an amount beside a share', 'Number(amount) + Number(shareInBps(a, b))', 1],
    ['Number.isSafeInteger', 'Number.isSafeInteger(n)', 0],
    ['parseFloat in a comment', '// never parseFloat(x)\n/* nor Number(amount) */', 0],
    ['a URL is not a comment', "const u = 'https://x'; const v = parseFloat(t);", 1],
  ])('%s: %i finding(s)', (_label, source, count) => {
    expect(floatFindings('example.ts', source)).toHaveLength(count);
  });

  it('allows the range-checked u8 serialization only in chain/rules.ts', () => {
    expect(floatFindings('src/lib/chain/rules.ts', '        serializer.serializeU8(Number(value));')).toEqual([]);
  });
});

describe('the app and server sources', () => {
  it('are all scanned', () => {
    expect(DOMAIN_FILES.map((f) => f.file)).toEqual(
      expect.arrayContaining([
        'src/lib/domain/fixed.ts',
        'src/lib/chain/rules.ts',
        'src/lib/market/scale.ts',
        'src/stores/markets.ts',
        'src/islands/screens/HomeView.tsx',
        'server/engine/trading/orders.ts',
      ]),
    );
  });

  it.each(DOMAIN_FILES.map((f) => [f.file, f.source]))('%s converts no money through a float', (file, source) => {
    expect(floatFindings(file, source)).toEqual([]);
  });

  it.each(ALLOWED.map((a) => [a.file, a.line, a.why]))(
    'the allow-list entry for %s (%s) still matches a line',
    (file, line) => {
      const source = DOMAIN_FILES.find((f) => f.file === file)?.source ?? '';
      expect(source.split('\n').some((l) => line.test(l))).toBe(true);
    },
  );
});
