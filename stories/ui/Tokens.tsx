import { mediaQuery } from '#styles/media.ts';
import './tokens-story.css';

const COLOURS = [
  'bg',
  'surface-1',
  'surface-2',
  'surface-3',
  'border',
  'text',
  'text-muted',
  'accent',
  'buy',
  'sell',
  'warning',
  'track',
] as const;

/** The colour tokens of one theme, each a swatch with its name: the theme is one attribute on the container. */
export function Palette({ theme }: { theme: 'dark' | 'light' }) {
  return (
    <section data-theme={theme} className="tokens-palette" aria-label={`${theme} theme`}>
      <h3 className="tokens-heading">{theme}</h3>
      <ul className="tokens-swatches">
        {COLOURS.map((name) => (
          <li key={name} className="tokens-swatch">
            <span className="tokens-chip" style={{ background: `var(--color-${name})` }} />
            <code>--color-{name}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Shows which side of the 850 px breakpoint CSS and code each think the window is on. */
export function BreakpointProbe() {
  const jsWide = window.matchMedia(mediaQuery('--media-wide')).matches;
  return (
    <dl className="tokens-probe">
      <dt>--media-wide</dt>
      <dd>
        <code>{mediaQuery('--media-wide')}</code>
      </dd>
      <dt>CSS @media (--media-wide)</dt>
      <dd className="tokens-probe-css" data-testid="css-side" />
      <dt>JS matchMedia(mediaQuery())</dt>
      <dd data-testid="js-side">{jsWide ? 'wide' : 'narrow'}</dd>
    </dl>
  );
}
