import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expandMediaQuery, mediaTokens, mediaTokensPlugin } from '#styles/media-tokens.ts';

const TOKENS_CSS = readFileSync(new URL('../../../src/styles/tokens.css', import.meta.url), 'utf8');
const tokens = mediaTokens(TOKENS_CSS);

describe('tokens.css media tokens', () => {
  it('declares the 850 px breakpoint once (SPEC 2, 9: wider than 850 px)', () => {
    expect(tokens.get('--media-wide')).toBe('(width > 850px)');
    expect(TOKENS_CSS.match(/850px/g)).toHaveLength(1);
  });
});

describe.each<[string, string]>([
  ['(--media-wide)', '(width > 850px)'],
  ['screen and (--media-wide)', 'screen and (width > 850px)'],
  ['not all and (--media-wide)', 'not all and (width > 850px)'],
  ['(prefers-reduced-motion: reduce)', '(prefers-reduced-motion: reduce)'],
  ['(min-width: 400px)', '(min-width: 400px)'],
])('expandMediaQuery(%j)', (params, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => expect(expandMediaQuery(params, tokens)).toBe(expected));
});

describe('expandMediaQuery', () => {
  it('fails the build on a misspelt token', () =>
    expect(() => expandMediaQuery('(--media-wdie)', tokens)).toThrow(/unknown media token --media-wdie/));
});

describe('mediaTokensPlugin', () => {
  it('rewrites the params of every @media rule from the tokens it reads for each stylesheet', () => {
    let css = ':root { --media-wide: (width > 1px); }';
    const plugin = mediaTokensPlugin(() => css);
    const rule = { params: '(--media-wide)' };
    plugin.prepare().AtRule.media(rule);
    expect(rule.params).toBe('(width > 1px)');
    css = ':root { --media-wide: (width > 2px); }';
    const next = { params: '(--media-wide)' };
    plugin.prepare().AtRule.media(next);
    expect(next.params).toBe('(width > 2px)');
  });
});
