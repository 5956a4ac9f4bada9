// The lab sessions the gateway's tests act in: the users service of their runtime (a stand-in,
// vitest.config.mts) knows these, and no other. The real lookup is the users service's own
// (its tests) and the whole system's (e2e/class-sessions.test.ts).
export const LIVE_SESSIONS = ['a', 'b', 'c', 'd', 'e', 'f', '1', '2', '3'].map((digit) =>
  digit.repeat(32),
);

/** A session that was never made (or has ended): 32 hex digits no one was given. */
export const ENDED_SESSION = '9'.repeat(32);

/** The `Cookie` header a browser sends in `session` to https://gateway.test. */
export const inSession = (session: string) => ({ cookie: `__Host-lab_session=${session}` });

/** Where the stand-in users service echoes the headers the gateway passed on. */
export const ECHO_PATH = '/api/users/echo-headers';
