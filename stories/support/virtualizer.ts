/**
 * The beforeEach of a story with a virtualized table: react-stately's virtualizer renders every row when NODE_ENV is
 * 'test' (Vitest) unless process.env.VIRT_ON is set, and the browser has no `process`: give it one for the story (and
 * take it away after), so the play functions test the real virtualizer.
 */
export function withRealVirtualizer(): (() => void) | undefined {
  const scope = globalThis as { process?: unknown };
  if (scope.process !== undefined) return undefined;
  scope.process = { env: { VIRT_ON: '1' } };
  return () => {
    delete scope.process;
  };
}
