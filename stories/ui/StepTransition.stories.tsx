import { useState } from 'react';
import { MotionConfig } from 'motion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '#islands/ui/Button.tsx';
import { StepTransition, type StepDirection } from '#islands/ui/StepTransition.tsx';

const STEPS = ['Choose a route', 'Pick a wallet', 'Confirm in your wallet'] as const;

/** A three-step wizard: Next slides forward, Back slides back. */
function Wizard({ start = 0 }: { readonly start?: number }) {
  const [at, setAt] = useState<{ readonly index: number; readonly direction: StepDirection }>({
    index: start,
    direction: 'forward',
  });
  const go = (delta: 1 | -1) => setAt({ index: at.index + delta, direction: delta > 0 ? 'forward' : 'back' });
  return (
    <main style={{ width: 'var(--size-modal-deposit)', padding: 'var(--space-6)' }}>
      <StepTransition step={String(at.index)} direction={at.direction}>
        <section aria-label={STEPS[at.index]} style={{ display: 'grid', gap: 'var(--space-4)' }}>
          <h2 style={{ margin: 0, fontSize: 'var(--text-lg)' }}>{STEPS[at.index]}</h2>
          <p style={{ margin: 0, color: 'var(--color-text-muted)' }}>
            Step {at.index + 1} of {STEPS.length}
          </p>
          <div style={{ display: 'flex', gap: 'var(--space-2)' }}>
            <Button isDisabled={at.index === 0} onPress={() => go(-1)}>
              Back
            </Button>
            <Button variant="primary" isDisabled={at.index === STEPS.length - 1} onPress={() => go(1)}>
              Next
            </Button>
          </div>
        </section>
      </StepTransition>
    </main>
  );
}

const meta = {
  title: 'UI/StepTransition',
  component: Wizard,
} satisfies Meta<typeof Wizard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first step, as a wizard opens. */
export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Choose a route' })).toBeVisible();
  },
};

/** A later step, reached going forward. */
export const LaterStep: Story = {
  args: { start: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Pick a wallet' })).toBeVisible();
  },
};

/** Next and Back replace the panel (sliding unless motion is reduced) and focus follows the new panel. */
export const ForwardAndBack: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Choose a route' })).toBeNull());
    const step = canvas.getByRole('heading', { name: 'Pick a wallet' }).closest('.ui-step');
    await expect(step).toHaveFocus();
    await expect(step).toHaveAttribute('data-step', '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Choose a route' })).toBeVisible());
    await expect(canvas.getByRole('heading', { name: 'Choose a route' }).closest('.ui-step')).toHaveFocus();
  },
};

/** With motion on: going forward, the old panel slides out while the new one slides in, then only the new stays. */
export const Slides: Story = {
  tags: ['no-visual'],
  decorators: [
    (Story) => (
      <MotionConfig reducedMotion="never">
        <Story />
      </MotionConfig>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const steps = () => canvasElement.querySelectorAll('.ui-step');
    await expect(steps()).toHaveLength(2); // both panels while they slide
    // an animation's end, waited for up to 5 s (waitFor's 1 s default is a rate, not a condition, on a loaded machine)
    await waitFor(() => expect(steps()).toHaveLength(1), { timeout: 5000 });
    await expect(steps()[0]).toHaveAttribute('data-step', '1');
  },
};
