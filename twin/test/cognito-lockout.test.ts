import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoConfigFromEnv } from '../src/cognito/config.js';
import { LOCKOUT_CAPACITY, assertNotLocked, lockoutSize, passwordAttemptsExceeded, recordFailure } from '../src/cognito/lockout.js';
import { ADMIN_HEADERS, cognitoCall, startTestTwin } from './helpers.js';

const ClientId = cognitoConfigFromEnv({}).clientId;
let twin: Awaited<ReturnType<typeof startTestTwin>>;

beforeAll(async () => {
  twin = await startTestTwin();
});
afterAll(async () => {
  await twin?.stop();
});

/** Calls a user-pool action the way the AWS SDK does; the answer's body. */
const cognito = async (action: string, body: Record<string, unknown>) => (await cognitoCall(twin.url, action, body)).body;

async function confirmedUser(email: string): Promise<void> {
  await cognito('SignUp', { ClientId, Username: email, Password: 'long-enough-1' });
  const mail = (await (await fetch(`${twin.url}/outbox?to=${encodeURIComponent(email)}`, { headers: ADMIN_HEADERS })).json()) as { messages: { text: string }[] };
  await cognito('ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: /\b(\d{6})\b/.exec(mail.messages.at(-1)!.text)![1] });
}

const passwordSignIn = (email: string, password: string) =>
  cognito('InitiateAuth', { ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } });

// A wrong PASSWORD_VERIFIER answer for a made-up user: the cheapest failure a client can send.
const madeUpFailure = (n: number) =>
  cognito('RespondToAuthChallenge', {
    ClientId,
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeResponses: { USERNAME: `made-up-${n}`, PASSWORD_CLAIM_SECRET_BLOCK: 'x', PASSWORD_CLAIM_SIGNATURE: 'x', TIMESTAMP: 'x' },
  });

describe('the Cognito lockout cannot be flushed with made-up user names', () => {
  it('failures for unknown users are not remembered, so no number of them can evict a real user', async () => {
    const email = 'locked.out@example.com';
    await confirmedUser(email);
    for (let i = 0; i < 5; i++) expect((await passwordSignIn(email, 'wrong-password')).message).toBe('Incorrect username or password.');
    expect((await passwordSignIn(email, 'long-enough-1')).message).toBe('Password attempts exceeded');

    const before = lockoutSize();
    // Made-up users cost a full password hash each (so they cannot be told from real ones): a modest flood shows it.
    const flood = 120;
    let next = 0;
    const worker = async () => {
      while (next < flood) {
        const n = next++;
        const answer = n % 2 ? await madeUpFailure(n) : await passwordSignIn(`made-up-${n}@example.com`, 'wrong-password');
        expect(answer.__type).toBe('NotAuthorizedException');
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));

    expect(lockoutSize()).toBe(before);
    // Locks double from one second, so the first may have run out; the count must not have: one more failure locks again.
    await passwordSignIn(email, 'wrong-password');
    expect((await passwordSignIn(email, 'long-enough-1')).message).toBe('Password attempts exceeded');
  }, 120_000);

  it('the lockout is bounded and makes room by forgetting unlocked keys, never a running lock', () => {
    const lockedKey = 'password:bound-check-locked';
    for (let i = 0; i < 5; i++) recordFailure(lockedKey);
    for (let i = 0; i < LOCKOUT_CAPACITY + 10; i++) recordFailure(`password:bound-check-${i}`);
    expect(lockoutSize()).toBeLessThanOrEqual(LOCKOUT_CAPACITY);
    expect(() => assertNotLocked(lockedKey, passwordAttemptsExceeded)).toThrow('Password attempts exceeded');
  });

  it('failures through SRP count against the real user, however the name is spelled', async () => {
    const email = 'srp.spelling@example.com';
    await confirmedUser(email);
    const wrongClaim = (username: string) =>
      cognito('RespondToAuthChallenge', {
        ClientId,
        ChallengeName: 'PASSWORD_VERIFIER',
        ChallengeResponses: { USERNAME: username, PASSWORD_CLAIM_SECRET_BLOCK: 'x', PASSWORD_CLAIM_SIGNATURE: 'x', TIMESTAMP: 'x' },
      });
    for (let i = 0; i < 5; i++) await wrongClaim(email);
    expect((await passwordSignIn(email, 'long-enough-1')).message).toBe('Password attempts exceeded');
  });
});
