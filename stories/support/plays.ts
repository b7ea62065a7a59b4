import { expect, userEvent, within } from 'storybook/test';

/** The play of a view's load-error story: its alert says `message`, and Try again calls the view's onRetry once. */
export const triesAgain =
  (message: string) =>
  async ({ canvasElement, args }: { canvasElement: HTMLElement; args: { readonly onRetry?: unknown } }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  };
