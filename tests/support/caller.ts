import type { Session, SessionUser } from '#server/auth/sessions.ts';
import type { AppDeps } from '#server/context.ts';
import { createInnerContext } from '#server/context.ts';
import { createCaller } from '#server/routers/index.ts';

/** A procedure caller on the real database, optionally as a signed-in user. */
export function callerFor(deps: AppDeps, auth?: { user: SessionUser; session: Session }) {
  return createCaller(createInnerContext(deps, auth ?? {}));
}
