import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoConfigFromEnv } from '../src/cognito/config.js';
import { ADMIN_HEADERS, cognitoCall, present, startTestTwin } from './helpers.js';

// A pool with PreventUserExistenceErrors ENABLED: nothing tells a made-up email from a real one.
let twin: Awaited<ReturnType<typeof startTestTwin>>;
const ClientId = cognitoConfigFromEnv({}).clientId;
// Every wrong guess counts against a real user; spreading them keeps each under the five-failure lockout.
const KNOWN = Array.from({ length: 8 }, (_, i) => `known.${i}@example.com`);

beforeAll(async () => {
  twin = await startTestTwin();
  for (const email of KNOWN) {
    await cognito('SignUp', { ClientId, Username: email, Password: 'long-enough-1' });
    const code = present(/\b(\d{6})\b/.exec((await mails(email)).at(-1)!.text)?.[1], 'the sign-in code');
    expect((await cognito('ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: code })).status).toBe(200);
  }
});
afterAll(async () => {
  await twin?.stop();
});

/** Calls a user-pool action the way the AWS SDK does. */
const cognito = (action: string, body: Record<string, unknown>) => cognitoCall(twin.url, action, body);

async function mails(email: string): Promise<{ subject: string; text: string }[]> {
  return ((await (await fetch(`${twin.url}/outbox?to=${encodeURIComponent(email)}`, { headers: ADMIN_HEADERS })).json()) as { messages: { subject: string; text: string }[] }).messages;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const unknown = () => `nobody.${randomBytes(4).toString('hex')}@example.com`;
// Any number below N that is not 0 mod N is a usable SRP_A for the server's side.
const SRP_A = 'ab'.repeat(384);

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await run();
  return { ms: performance.now() - start, value };
}

/**
 * Median milliseconds of known and unknown calls, interleaved so machine load hits both alike. The
 * tests only ask that an unknown user is not several times quicker (without the stand-in work it was
 * about 28 times quicker), so a loaded machine cannot fail them.
 */
async function compare(rounds: number, call: (username: string) => Promise<{ status: number; body: Record<string, any> }>) {
  const known: number[] = [];
  const made: number[] = [];
  const answers = new Set<string>();
  for (let i = 0; i < rounds; i++) {
    const a = await timed(() => call(KNOWN[i % KNOWN.length]!));
    const b = await timed(() => call(unknown()));
    known.push(a.ms);
    made.push(b.ms);
    answers.add(JSON.stringify(a.value));
    answers.add(JSON.stringify(b.value));
  }
  return { known: median(known), unknown: median(made), answers: [...answers] };
}

describe('sign-in does not tell unknown users from wrong passwords', () => {
  it('USER_PASSWORD_AUTH: same answer, and an unknown user takes about as long as a wrong password', async () => {
    const passwordAuth = (USERNAME: string) =>
      cognito('InitiateAuth', { ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME, PASSWORD: 'not-the-password' } });
    await passwordAuth(unknown());
    const { known, unknown: made, answers } = await compare(9, passwordAuth);
    expect(answers).toEqual([JSON.stringify({ status: 400, body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' } })]);
    expect(made).toBeGreaterThanOrEqual(known * 0.2);
  });

  it('USER_SRP_AUTH: an unknown user gets a challenge of the same shape, stable across calls', async () => {
    const challenge = async (USERNAME: string) =>
      (await cognito('InitiateAuth', { ClientId, AuthFlow: 'USER_SRP_AUTH', AuthParameters: { USERNAME, SRP_A } })).body as {
        ChallengeName: string;
        ChallengeParameters: Record<string, string>;
      };
    const real = await challenge(KNOWN[0]!);
    const fake = await challenge('ghost@example.com');
    expect(fake.ChallengeName).toBe(real.ChallengeName);
    expect(Object.keys(fake.ChallengeParameters).sort()).toEqual(Object.keys(real.ChallengeParameters).sort());
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const c of [real, fake]) {
      expect(c.ChallengeParameters.USER_ID_FOR_SRP).toMatch(uuid);
      expect(c.ChallengeParameters.USERNAME).toBe(c.ChallengeParameters.USER_ID_FOR_SRP);
      expect(c.ChallengeParameters.SALT).toMatch(/^[0-9a-f]{32}$/);
      expect(c.ChallengeParameters.SRP_B).toMatch(/^[0-9a-f]{700,768}$/);
    }
    // A real user's id and salt do not change between sign-ins, so a made-up one's must not either.
    const again = await challenge('ghost@example.com');
    expect(again.ChallengeParameters.USER_ID_FOR_SRP).toBe(fake.ChallengeParameters.USER_ID_FOR_SRP);
    expect(again.ChallengeParameters.SALT).toBe(fake.ChallengeParameters.SALT);
    expect((await challenge(' GHOST@example.com')).ChallengeParameters.USER_ID_FOR_SRP).toBe(fake.ChallengeParameters.USER_ID_FOR_SRP);
    expect((await challenge('other.ghost@example.com')).ChallengeParameters.USER_ID_FOR_SRP).not.toBe(fake.ChallengeParameters.USER_ID_FOR_SRP);
    expect((await challenge(KNOWN[0]!)).ChallengeParameters.SALT).toBe(real.ChallengeParameters.SALT);
  });

  it('PASSWORD_VERIFIER: a wrong proof for an unknown user is refused alike and as slowly', async () => {
    const respond = async (email: string) => {
      const { ChallengeParameters: p } = (await cognito('InitiateAuth', { ClientId, AuthFlow: 'USER_SRP_AUTH', AuthParameters: { USERNAME: email, SRP_A } })).body;
      return timed(() =>
        cognito('RespondToAuthChallenge', {
          ClientId,
          ChallengeName: 'PASSWORD_VERIFIER',
          ChallengeResponses: {
            USERNAME: p.USER_ID_FOR_SRP,
            PASSWORD_CLAIM_SECRET_BLOCK: p.SECRET_BLOCK,
            PASSWORD_CLAIM_SIGNATURE: randomBytes(32).toString('base64'),
            TIMESTAMP: 'Mon Nov 23 15:00:00 UTC 2026',
          },
        }),
      );
    };
    await respond(unknown());
    const known: number[] = [];
    const made: number[] = [];
    const answers = new Set<string>();
    for (let i = 0; i < 9; i++) {
      const a = await respond(KNOWN[(i + 3) % KNOWN.length]!);
      const b = await respond(unknown());
      known.push(a.ms);
      made.push(b.ms);
      answers.add(JSON.stringify(a.value)).add(JSON.stringify(b.value));
    }
    expect([...answers]).toEqual([JSON.stringify({ status: 400, body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' } })]);
    expect(median(made)).toBeGreaterThanOrEqual(median(known) * 0.2);
  });
});

describe('account confirmation and recovery answer unknown users as Cognito does', () => {
  it('ResendConfirmationCode and ForgotPassword answer a simulated delivery and mail nothing', async () => {
    for (const action of ['ResendConfirmationCode', 'ForgotPassword']) {
      const res = await cognito(action, { ClientId, Username: 'phantom@example.com' });
      expect(res).toEqual({ status: 200, body: { CodeDeliveryDetails: { Destination: 'p***@e***', DeliveryMedium: 'EMAIL', AttributeName: 'email' } } });
    }
    expect(await mails('phantom@example.com')).toEqual([]);
  });

  it('ConfirmSignUp for an unknown user is the expired-code answer; no action says UserNotFoundException', async () => {
    const confirm = await cognito('ConfirmSignUp', { ClientId, Username: 'phantom@example.com', ConfirmationCode: '123456' });
    expect(confirm).toEqual({ status: 400, body: { __type: 'ExpiredCodeException', message: 'Invalid code provided, please request a code again.' } });
    const calls: Array<[string, Record<string, unknown>]> = [
      ['ConfirmSignUp', { Username: 'phantom@example.com', ConfirmationCode: '123456' }],
      ['ResendConfirmationCode', { Username: 'phantom@example.com' }],
      ['ForgotPassword', { Username: 'phantom@example.com' }],
      ['ConfirmForgotPassword', { Username: 'phantom@example.com', ConfirmationCode: '123456', Password: 'long-enough-1' }],
      ['InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'phantom@example.com', PASSWORD: 'long-enough-1' } }],
      ['InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', AuthParameters: { USERNAME: 'phantom@example.com', SRP_A } }],
    ];
    for (const [action, body] of calls) {
      expect((await cognito(action, { ClientId, ...body })).body.__type, action).not.toBe('UserNotFoundException');
    }
  });
});
