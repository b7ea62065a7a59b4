/**
 * The few design tokens JavaScript needs as values rather than as CSS (counts, and sizes computed per element).
 * Every visual fact lives once: here when code must compute with it, in tokens.css otherwise. Tokens that CSS and
 * code both read (the 850 px breakpoint, table row heights) stay in tokens.css and code reads them at runtime
 * through media.ts.
 */

/** Toasts visible at once (SPEC 9: at most 10; where they sit is the Toaster's position prop, in Toasts.tsx). */
export const MAX_TOASTS = 10;

/** Splash screen (SPEC 2, 9): counter target and the ripple's circle count, main size in px and opacity. */
export const SPLASH = { target: 100, circles: 8, mainSize: 210, opacity: 0.24 } as const;
