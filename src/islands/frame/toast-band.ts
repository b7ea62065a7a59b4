/**
 * The band of the window the toast stack takes, published as two CSS custom properties on the root element for the
 * overlays to keep clear of (overlay.css): --toast-band-top (from the top edge down to below the stack, when toasts
 * sit at the top: phones) and --toast-band-bottom (from the bottom edge up, when they sit at the bottom: wide
 * screens); 0px without toasts. A modal then keeps that much room above and below it and a side panel starts under
 * the band, so a toast hides no modal title, close button or action. The stack is measured where it comes to rest,
 * not mid-animation: its front toast's height (sonner's --front-toast-height) plus one gap per toast peeking behind
 * it, or, when expanded (hover, focus), each toast's own offset and height.
 */

/** Extra room between the stack and what it must not cover (px). */
const CLEARANCE_PX = 8;

/** A CSS length in px ("14px", "62.5px") as a number of pixels; 0 when unset. */
const px = (text: string) => Number(text.trim().replace(/px$/, '')) || 0;

/** The stack's reach from its edge (px): 0 when it holds no toast. */
function stackExtent(toaster: HTMLElement): number {
  const toasts = [...toaster.querySelectorAll<HTMLElement>('[data-sonner-toast]')].filter(
    (li) => li.dataset['removed'] !== 'true' && li.dataset['visible'] !== 'false',
  );
  if (toasts.length === 0) return 0;
  const style = getComputedStyle(toaster);
  const gap = px(style.getPropertyValue('--gap'));
  if (toasts.some((li) => li.dataset['expanded'] === 'true'))
    return Math.max(...toasts.map((li) => px(li.style.getPropertyValue('--offset')) + li.offsetHeight));
  const front = px(toaster.style.getPropertyValue('--front-toast-height')) || toasts[0]!.offsetHeight;
  return front + gap * (toasts.length - 1);
}

/** Measures the stack and writes the two properties (only when they change, so no style churn per frame). */
function publish(host: HTMLElement, root: HTMLElement): void {
  const toaster = host.querySelector<HTMLElement>('[data-sonner-toaster]');
  let top = 0;
  let bottom = 0;
  if (toaster) {
    const extent = stackExtent(toaster);
    if (extent > 0) {
      // the list itself has no height (its toasts are absolutely placed): its box marks the stack's edge
      const box = toaster.getBoundingClientRect();
      if (toaster.dataset['yPosition'] === 'top') top = Math.ceil(box.top + extent + CLEARANCE_PX);
      else bottom = Math.ceil(window.innerHeight - box.bottom + extent + CLEARANCE_PX);
    }
  }
  for (const [name, px] of [
    ['--toast-band-top', top],
    ['--toast-band-bottom', bottom],
  ] as const) {
    const value = `${px}px`;
    if (root.style.getPropertyValue(name) !== value) root.style.setProperty(name, value);
  }
}

/**
 * Keeps the band of the toasts rendered inside `host` up to date while they come, go, expand and the window
 * resizes; returns the cleanup.
 */
export function watchToastBand(host: HTMLElement): () => void {
  const root = document.documentElement;
  let frame = 0;
  const schedule = () => {
    if (frame === 0)
      frame = requestAnimationFrame(() => {
        frame = 0;
        publish(host, root);
      });
  };
  // toasts, their data-* states and the front height all show up as mutations of the toast area alone
  const observer = new MutationObserver(schedule);
  observer.observe(host, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-removed', 'data-visible', 'data-expanded', 'data-y-position', 'style'],
  });
  window.addEventListener('resize', schedule);
  schedule();
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
    root.style.removeProperty('--toast-band-top');
    root.style.removeProperty('--toast-band-bottom');
  };
}
