/**
 * The session calls for stores that signed-out pages load too (/earn, /vault, /account/referrals): session.ts
 * brings the request signer (tweetnacl), so it loads with the first action, and a visitor who only reads never
 * downloads it (tests/e2e/frame.spec.ts checks every route's scripts).
 */
import type { withSession } from './session.ts';

/** withSession of session.ts, loaded on first use. */
export async function withSessionLazily<T>(userId: string, call: Parameters<typeof withSession<T>>[1]): Promise<T> {
  const session = await import('./session.ts');
  return session.withSession(userId, call);
}

/** Whether the failure is the user's own dismissal (no error toast then); session.ts is in once a call failed. */
export async function cancelledByUserLazily(error: unknown): Promise<boolean> {
  const session = await import('./session.ts');
  return session.cancelledByUser(error);
}
