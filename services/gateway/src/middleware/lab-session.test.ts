// The gateway's proof of the session cookie (docs/lab.md#lab-sessions): a live session's hash,
// and nothing else of the lab's, goes on in baggage; the cookie never does; a cookie naming no
// live session is refused with 401 before anything is done; a `lab.` baggage entry from
// outside never names a session.
import { LAB_SESSION_ENDED_MESSAGE } from '@repo/contracts/lab-sessions';
import { labSessionHash } from '@repo/session/session-id';
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ECHO_PATH, ENDED_SESSION, inSession, LIVE_SESSIONS } from '../../test/live-sessions';

const GATEWAY = 'https://gateway.test';
const SESSION = LIVE_SESSIONS[0] ?? '';

/** What the gateway passed on to the users service, as its stand-in echoes it. */
async function passedOn(headers: Record<string, string>): Promise<Record<string, string>> {
  const response = await SELF.fetch(`${GATEWAY}${ECHO_PATH}`, { headers });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: Record<string, string> }).data;
}

describe('a live session cookie', () => {
  it('goes on as the session hash alone: no cookie, and no lab entry of the caller', async () => {
    const headers = await passedOn({
      ...inSession(SESSION),
      baggage: `lab.session.hash=${'0'.repeat(32)},lab.session=${SESSION},lab.fault=x,team=blue`,
    });
    expect(headers.cookie).toBeUndefined();
    expect(headers.baggage?.split(',').sort()).toEqual([
      `lab.session.hash=${await labSessionHash(SESSION)}`,
      'team=blue',
    ]);
    expect(JSON.stringify(headers)).not.toContain(SESSION);
  });

  it('counts over https only with the __Host- prefix', async () => {
    const headers = await passedOn({ cookie: `lab_session=${SESSION}` });
    expect(headers.baggage).toBeUndefined();
  });
});

describe('a call without a session cookie', () => {
  it("never names a session, whatever the caller's baggage says", async () => {
    const hash = await labSessionHash(SESSION);
    for (const baggage of [`lab.session.hash=${hash}`, `lab.session=${SESSION}`]) {
      expect((await passedOn({ baggage: `${baggage},team=blue` })).baggage, baggage).toBe(
        'team=blue',
      );
      expect((await passedOn({ baggage })).baggage, baggage).toBeUndefined();
    }
  });
});

describe('a session cookie that names no live session', () => {
  const refusals = [
    ['GET', '/api/storage/files'],
    ['POST', '/api/storage/upload'],
    ['POST', '/api/lab/faults'],
    ['GET', '/services/users/health'],
  ] as const;

  it.each(refusals)(
    'is refused on %s %s with 401, and the browser told to forget it',
    async (method, path) => {
      for (const cookie of [
        `__Host-lab_session=${ENDED_SESSION}`,
        '__Host-lab_session=not-an-id',
      ]) {
        const response = await SELF.fetch(`${GATEWAY}${path}`, { method, headers: { cookie } });
        expect(response.status, cookie).toBe(401);
        expect(await response.json()).toEqual({
          success: false,
          error: { message: LAB_SESSION_ENDED_MESSAGE },
        });
        expect(response.headers.get('set-cookie')).toBe(
          '__Host-lab_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict; Secure',
        );
      }
    },
  );

  it('still lets the browser make a new session, and never stops a page', async () => {
    const cookie = `__Host-lab_session=${ENDED_SESSION}`;
    // On to users, which makes sessions: down in these tests, so not a 401.
    const made = await SELF.fetch(`${GATEWAY}/api/lab/sessions`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(made.status).not.toBe(401);
    const page = await SELF.fetch(`${GATEWAY}/learn`, { headers: { cookie } });
    expect(page.status).not.toBe(401);
  });
});
