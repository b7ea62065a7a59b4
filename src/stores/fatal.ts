import { atom } from 'nanostores';

/** An error that escaped every handler, shown full screen with status 500. */
export interface FatalErrorInfo {
  readonly message: string;
  readonly stack?: string;
  readonly cause?: string;
}

/** The uncaught client exception, if one happened. */
export const $fatalError = atom<FatalErrorInfo | undefined>(undefined);

/** Describes any thrown value for the error screen. */
function describeError(error: unknown): FatalErrorInfo {
  if (error instanceof Error) {
    const cause = error.cause === undefined ? undefined : describeError(error.cause).message;
    return { message: error.message || error.name, stack: error.stack, cause };
  }
  return { message: String(error) };
}

/** Records an uncaught error so the error screen replaces the app. */
export function reportFatal(error: unknown): void {
  $fatalError.set(describeError(error));
}

/** Leaves the error screen: back to the home page, as the spec's Try again does. */
export function resetToHome(): void {
  $fatalError.set(undefined);
  window.location.assign('/');
}
