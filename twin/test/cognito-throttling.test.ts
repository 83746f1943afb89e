// Over the twin's request rate, the user pool answers as Cognito does (AWS JSON 1.1): 400 with
// `TooManyRequestsException` in `__type` and X-Amzn-ErrorType, `Rate exceeded`, which aws-amplify reports by name.
import { Amplify } from 'aws-amplify';
import { signIn } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';
import { cognitoConfigFromEnv } from '../src/cognito/config.js';
import { useTestTwin } from './helpers.js';

const pool = cognitoConfigFromEnv({});
// Every request of this twin is over its rate.
const twin = useTestTwin(() => ({ rateLimit: { perSecond: 0.001, burst: 0 } }));

describe('Cognito over the request rate', () => {
  it('answers 400 TooManyRequestsException: Rate exceeded, in the body and X-Amzn-ErrorType', async () => {
    const res = await fetch(`${twin.url}/cognito/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: pool.clientId, AuthParameters: { USERNAME: 'pat@example.com', PASSWORD: 'long-enough-1' } }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/x-amz-json-1.1');
    expect(res.headers.get('x-amzn-errortype')).toMatch(/^TooManyRequestsException:?/);
    expect(await res.json()).toEqual({ __type: 'TooManyRequestsException', message: 'Rate exceeded' });
  });

  it('is reported by aws-amplify as TooManyRequestsException', async () => {
    Amplify.configure({ Auth: { Cognito: { userPoolId: pool.userPoolId, userPoolClientId: pool.clientId, userPoolEndpoint: `${twin.url}/cognito/` } } });
    await expect(signIn({ username: 'pat@example.com', password: 'long-enough-1', options: { authFlowType: 'USER_PASSWORD_AUTH' } })).rejects.toMatchObject({
      name: 'TooManyRequestsException',
      message: 'Rate exceeded',
    });
  });
});
