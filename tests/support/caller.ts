import type { Session, SessionUser } from '../../server/auth/sessions';
import type { AppDeps } from '../../server/context';
import { createInnerContext } from '../../server/context';
import { createCaller } from '../../server/routers';

/** A procedure caller on the real database, optionally as a signed-in user. */
export function callerFor(deps: AppDeps, auth?: { user: SessionUser; session: Session }) {
  return createCaller(createInnerContext(deps, auth ?? {}));
}
