// Test twins expire a user's pending codes, so the screens' "expired code" path is reachable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoConfigFromEnv } from '../src/cognito/config.js';
import { ADMIN_HEADERS, cognitoCall, startTestTwin, type TestTwin } from './helpers.js';

let twin: TestTwin;
const ClientId = cognitoConfigFromEnv({}).clientId;

beforeAll(async () => {
  // The route is there only in test twins (the test clock's switch).
  process.env.TWIN_TEST_CLOCK = '1';
  twin = await startTestTwin();
});
afterAll(async () => {
  await twin?.stop();
});

describe('test twins expire a user\'s pending codes', () => {
  it('POST /__cognito/expire-codes makes the mailed sign-up code answer ExpiredCodeException', async () => {
    await cognitoCall(twin.url, 'SignUp', { ClientId, Username: 'late@example.com', Password: 'long-enough-1' });
    const outbox = (await (await fetch(`${twin.url}/outbox?to=late%40example.com`, { headers: ADMIN_HEADERS })).json()) as { messages: { text: string }[] };
    const code = /\b(\d{6})\b/.exec(outbox.messages.at(-1)!.text)![1];
    const expire = (email: string) => fetch(`${twin.url}/__cognito/expire-codes`, { method: 'POST', headers: { 'content-type': 'application/json', ...ADMIN_HEADERS }, body: JSON.stringify({ email }) });
    const res = await expire('late@example.com');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ expired: 1 });
    const confirm = await cognitoCall(twin.url, 'ConfirmSignUp', { ClientId, Username: 'late@example.com', ConfirmationCode: code });
    expect(confirm.status).toBe(400);
    expect(confirm.body.__type).toBe('ExpiredCodeException');
    expect((await expire('nobody@example.com')).status).toBe(404);
  });
});
