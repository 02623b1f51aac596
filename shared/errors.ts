/** The message of every UNAUTHORIZED answer from a protected procedure; the client reacts to it. */
export const SESSION_EXPIRED_MESSAGE = 'Session expired';
