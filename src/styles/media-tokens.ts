/**
 * Build-time half of the media tokens (media.ts is the runtime half): a media query is written once in tokens.css
 * as a custom property (`--media-wide: (width > 850px);`), and this PostCSS plugin replaces `(--media-wide)` in
 * every stylesheet's `@media` with it, the way the CSS custom-media draft reads. An unknown name fails the build.
 */

/** Media tokens declared in a stylesheet's text, by name: { '--media-wide' => '(width > 850px)' }. */
export function mediaTokens(tokensCss: string): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const match of tokensCss.matchAll(/(--media-[\w-]+)\s*:\s*([^;]+);/g)) {
    tokens.set(match[1] ?? '', (match[2] ?? '').trim());
  }
  return tokens;
}

/** Replaces each `(--media-x)` of a media query with the token's query: '(--media-wide)' -> '(width > 850px)'. */
export function expandMediaQuery(params: string, tokens: ReadonlyMap<string, string>): string {
  return params.replace(/\((--media-[\w-]+)\)/g, (_whole, name: string) => {
    const query = tokens.get(name);
    if (query === undefined) throw new Error(`unknown media token ${name} (declare it in src/styles/tokens.css)`);
    return query;
  });
}

/** The part of a PostCSS at-rule the plugin touches. */
interface MediaRule {
  params: string;
}

/** PostCSS plugin expanding media tokens; `readTokensCss` returns tokens.css, read again for every stylesheet. */
export function mediaTokensPlugin(readTokensCss: () => string) {
  return {
    postcssPlugin: 'media-tokens',
    prepare() {
      const tokens = mediaTokens(readTokensCss());
      return {
        AtRule: {
          media(rule: MediaRule) {
            rule.params = expandMediaQuery(rule.params, tokens);
          },
        },
      };
    },
  };
}
