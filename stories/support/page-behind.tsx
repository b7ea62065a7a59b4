import type { Decorator } from '@storybook/react-vite';

/** A few lines of page under an overlay, so its backdrop (dimmed and blurred) shows in the baseline. */
function PageBehind() {
  return (
    <main style={{ padding: 'var(--space-6)', color: 'var(--color-text-muted)' }}>
      <h1 style={{ margin: '0 0 var(--space-2)', color: 'var(--color-text)' }}>Markets</h1>
      <p>BTC-PERP 97,123 +2.34% · ETH-PERP 3,412.8 -1.12% · SOL-PERP 187.31 +5.61% · APT-PERP 9.871 0.00%</p>
      <p>The page behind an overlay: dimmed, blurred, and out of reach until the overlay closes.</p>
    </main>
  );
}

/** Decorator: renders the story (an overlay, portalled to the body) over a bit of page. */
export const withPageBehind: Decorator = (Story) => (
  <>
    <PageBehind />
    <Story />
  </>
);
