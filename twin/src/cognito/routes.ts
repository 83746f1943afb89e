import type { Database } from 'better-sqlite3';
import { Hono, type Context } from 'hono';
import { cognitoConfigFromEnv, issuerFor, type CognitoConfig } from './config.js';
import { mediaType, readBody } from '../http/body.js';
import { CognitoError } from './errors.js';
import { jwks } from './keys.js';
import { operations } from './operations.js';
import type { ThrottledAnswer } from '../module.js';

const AMZ_JSON = 'application/x-amz-json-1.1';
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

function amzJson(c: Context, status: number, body: object, errorType?: string): Response {
  const headers: Record<string, string> = { 'content-type': AMZ_JSON };
  if (errorType) headers['x-amzn-errortype'] = `${errorType}:`;
  return new Response(JSON.stringify(body), { status, headers });
}

function errorResponse(c: Context, error: CognitoError): Response {
  return amzJson(c, error.status, { __type: error.type, message: error.message }, error.type);
}

/** Cognito's answer to a client over the rate, as AWS JSON 1.1 answers it: 400 TooManyRequestsException, `Rate exceeded`. */
export const cognitoThrottled: ThrottledAnswer = {
  path: /^\/cognito\/?$/,
  answer: (c) => errorResponse(c, new CognitoError('TooManyRequestsException', 'Rate exceeded')),
};

async function handle(c: Context, db: Database, config: CognitoConfig): Promise<Response> {
  const contentType = mediaType(c);
  if (contentType !== AMZ_JSON) {
    return errorResponse(c, new CognitoError('UnsupportedMediaTypeException', `Content type must be ${AMZ_JSON}`, 415));
  }
  const target = c.req.header('x-amz-target') ?? '';
  const action = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
  const operation = Object.hasOwn(operations, action) ? operations[action] : undefined;
  const body = await readBody(c);
  if (!body.ok) return errorResponse(c, new CognitoError('SerializationException', body.message, body.status));
  let input: unknown;
  try {
    input = JSON.parse(body.text);
  } catch {
    return errorResponse(c, new CognitoError('SerializationException', 'Malformed request body'));
  }
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    return errorResponse(c, new CognitoError('SerializationException', 'Request body must be a JSON object'));
  }
  if (!operation) {
    return errorResponse(c, new CognitoError('UnknownOperationException', `Unknown operation ${target}`));
  }
  try {
    const issuer = issuerFor(config, new URL(c.req.url).origin);
    const result = await operation({ db, config, issuer }, input as Record<string, unknown>);
    return amzJson(c, 200, result);
  } catch (error) {
    if (error instanceof CognitoError) return errorResponse(c, error);
    // Never leak internals: log the kind of failure, answer Cognito's generic error.
    console.error(`cognito ${action} failed:`, error instanceof Error ? error.name : 'error');
    return errorResponse(c, new CognitoError('InternalErrorException', 'Internal server error.', 500));
  }
}

/** Routes of the Cognito user pool twin: `POST /cognito/` (AWS JSON 1.1) and the pool's JWKS. */
export function createCognitoRoutes(db: Database, config: CognitoConfig = cognitoConfigFromEnv()): Hono {
  const app = new Hono();
  app.post('/cognito', (c) => handle(c, db, config));
  app.post('/cognito/', (c) => handle(c, db, config));
  app.get(`/cognito/:poolId/.well-known/jwks.json`, async (c) => {
    if (c.req.param('poolId') !== config.userPoolId) return c.json({ message: 'User pool not found' }, 404);
    return c.json(await jwks(db));
  });
  app.get(`/cognito/:poolId/.well-known/openid-configuration`, (c) => {
    if (c.req.param('poolId') !== config.userPoolId) return c.json({ message: 'User pool not found' }, 404);
    const issuer = issuerFor(config, new URL(c.req.url).origin);
    return c.json({
      issuer,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      id_token_signing_alg_values_supported: ['RS256'],
      subject_types_supported: ['public'],
      response_types_supported: ['code', 'token'],
    });
  });
  return app;
}
