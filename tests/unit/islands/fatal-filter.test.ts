import { describe, expect, it } from 'vitest';
import { isFatalErrorEvent } from '#islands/frame/FatalError.tsx';

describe('which error events replace the app with the error screen', () => {
  it.each([
    ['a thrown TypeError', new TypeError("Cannot read properties of undefined (reading 'price')"), true],
    ['an error mentioning React by name only', new Error('React state went wrong'), true],
    [
      'hydration mismatch #418 (recovered by React)',
      new Error('Minified React error #418; visit https://react.dev/errors/418'),
      false,
    ],
    ['hydration mismatch #423', new Error('Minified React error #423; visit https://react.dev/errors/423'), false],
    [
      'other minified error #31 (a real bug)',
      new Error('Minified React error #31; visit https://react.dev/errors/31'),
      true,
    ],
    [
      'dev-mode hydration failure',
      new Error("Hydration failed because the server rendered HTML didn't match the client."),
      false,
    ],
  ])('%s -> %s', (_name, error, fatal) => {
    expect(isFatalErrorEvent({ error, message: error.message })).toBe(fatal);
  });

  it('uses the event message when no Error object is attached', () => {
    expect(isFatalErrorEvent({ error: null, message: 'Script error.' })).toBe(true);
  });
});
