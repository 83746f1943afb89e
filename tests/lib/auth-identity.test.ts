// Identity failures become kinds the forms put in words, against the twin's Cognito:
// a wrong code, a wrong password, the lockout after repeated failures, an existing account, and
// an unreachable service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amplifyIdentity, identityFailureOf, type IdentityResult } from '../../src/lib/auth/identity';
import { confirmedAccount, identityFor, POOL, startTestTwin, type Twin } from './auth-fixture';

let twin: Twin;
beforeAll(async () => {
  twin = await startTestTwin();
}, 60_000);
afterAll(async () => {
  await twin?.stop();
});

/** The failure's code ('none' when the call went through); the door never throws. */
async function kindOf(run: () => Promise<IdentityResult<unknown>>): Promise<string> {
  const answer = await run();
  return answer.ok ? 'none' : answer.failure.code;
}

describe('identity failures', () => {
  it('a wrong verification code is invalid-code; an existing email is user-exists', async () => {
    const identity = identityFor(twin);
    await identity.signUp('codes@example.com', 'long-enough-1');
    expect(await kindOf(() => identity.confirmSignUp('codes@example.com', '000000'))).toBe('invalid-code');
    expect(await kindOf(() => identity.signUp('codes@example.com', 'long-enough-1'))).toBe('user-exists');
  }, 30_000);

  it('a wrong password is wrong-password; repeated failures lock the account', async () => {
    await confirmedAccount(twin, 'lockout@example.com');
    const identity = identityFor(twin);
    expect(await kindOf(() => identity.signIn('lockout@example.com', 'wrong-password-1'))).toBe('wrong-password');
    // Five failures lock the user for a doubling time (1 s first), so a later attempt finds it locked.
    const kinds: string[] = [];
    for (let i = 0; i < 12 && !kinds.includes('locked'); i++) kinds.push(await kindOf(() => identity.signIn('lockout@example.com', 'wrong-password-1')));
    expect(kinds).toContain('locked');
    expect(kinds.slice(0, 4).every((k) => k === 'wrong-password')).toBe(true);
  }, 60_000);

  it('an unreachable service is a network failure', async () => {
    const offline = amplifyIdentity({ ...POOL, endpoint: 'http://127.0.0.1:9/cognito/' });
    expect(await kindOf(() => offline.signUp('offline@example.com', 'long-enough-1'))).toBe('network');
    await identityFor(twin).signOut();
  }, 30_000);

  it('codes and storage errors map by name', () => {
    expect(identityFailureOf(Object.assign(new Error('x'), { name: 'ExpiredCodeException' })).code).toBe('expired-code');
    expect(identityFailureOf(new DOMException('The operation is insecure.', 'SecurityError')).code).toBe('storage-blocked');
    expect(identityFailureOf(Object.assign(new Error('Password attempts exceeded'), { name: 'NotAuthorizedException' })).code).toBe('locked');
  });
});
