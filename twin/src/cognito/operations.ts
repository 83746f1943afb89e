import type { Database } from 'better-sqlite3';
import { sendMail } from '../outbox/index.js';
import type { CognitoConfig } from './config.js';
import { CognitoError, messages } from './errors.js';
import { assertNotLocked, clearFailures, passwordAttemptsExceeded, recordFailure } from './lockout.js';
import { beginSrp, finishSrp, poolName, storeSrpVerifier } from './srp.js';
import {
  refreshSession,
  revokeAllSessions,
  revokeRefreshToken,
  sessionForRefreshToken,
  startSession,
  verifyAccessToken,
} from './tokens.js';
import {
  applyVerifiedEmail,
  assertPasswordPolicy,
  checkNobodysPassword,
  checkPassword,
  confirmUser,
  consumeCode,
  createUser,
  findUser,
  issueCode,
  maskEmail,
  setPassword,
  updateAttributes,
  type CodePurpose,
  type PoolUser,
} from './users.js';

/** What every operation gets: the database, pool settings and the issuer for this request. */
export interface OperationContext {
  db: Database;
  config: CognitoConfig;
  issuer: string;
}

type Input = Record<string, unknown>;
type Operation = (ctx: OperationContext, input: Input) => Promise<object> | object;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WRITABLE_ATTRIBUTES = new Set([
  'email', 'given_name', 'family_name', 'name', 'middle_name', 'nickname', 'phone_number',
  'locale', 'zoneinfo', 'birthdate', 'gender', 'address', 'picture', 'website', 'preferred_username',
]);

const MAX_ATTRIBUTE_LENGTH = 2048;

function required(input: Input, field: string, wireName = field): string {
  const value = input[field];
  if (typeof value !== 'string' || value === '') {
    const member = wireName.charAt(0).toLowerCase() + wireName.slice(1);
    throw new CognitoError(
      'InvalidParameterException',
      `1 validation error detected: Value null at '${member}' failed to satisfy constraint: Member must not be null`,
    );
  }
  return value;
}

function checkClient(ctx: OperationContext, input: Input): void {
  const clientId = required(input, 'ClientId');
  if (clientId !== ctx.config.clientId) {
    throw new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  }
}

function readAttributes(list: unknown): Record<string, string> {
  if (list === undefined || list === null) return {};
  if (!Array.isArray(list)) throw new CognitoError('InvalidParameterException', 'UserAttributes must be a list.');
  const out: Record<string, string> = {};
  for (const item of list as Array<{ Name?: unknown; Value?: unknown }>) {
    const name = item?.Name;
    const value = item?.Value;
    if (typeof name !== 'string' || typeof value !== 'string') {
      throw new CognitoError('InvalidParameterException', 'Attribute name and value are required.');
    }
    if (!WRITABLE_ATTRIBUTES.has(name) && !name.startsWith('custom:')) {
      throw new CognitoError('InvalidParameterException', `Attribute does not exist in the schema.`);
    }
    // Cognito's own bound on an attribute value; it also keeps tokens small.
    if (value.length > MAX_ATTRIBUTE_LENGTH) {
      throw new CognitoError('InvalidParameterException', `String attributes cannot have a length of more than ${MAX_ATTRIBUTE_LENGTH}`);
    }
    out[name] = value;
  }
  if (out.email !== undefined && (out.email.length > 254 || !EMAIL.test(out.email))) {
    throw new CognitoError('InvalidParameterException', 'Invalid email address format.');
  }
  return out;
}

function attributeList(user: PoolUser): Array<{ Name: string; Value: string }> {
  return [
    { Name: 'sub', Value: user.sub },
    ...Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value })),
    { Name: 'email_verified', Value: String(user.emailVerified) },
    { Name: 'email', Value: user.email },
  ];
}

function deliveryDetails(user: PoolUser, to = user.email) {
  return { Destination: maskEmail(to), DeliveryMedium: 'EMAIL', AttributeName: 'email' };
}

const MAILS: Record<CodePurpose, { subject: string; text: (code: string) => string }> = {
  signup: { subject: 'Your verification code', text: (code) => `Your verification code is ${code}.` },
  reset: { subject: 'Your password reset code', text: (code) => `Your password reset code is ${code}.` },
  email: { subject: 'Your verification code', text: (code) => `Your verification code is ${code}.` },
};

// `to` is the address being proven: a pending new email gets its own code, never the current address's.
function mailCode(ctx: OperationContext, user: PoolUser, purpose: CodePurpose, to = user.email): void {
  const code = issueCode(ctx.db, user.sub, purpose);
  const mail = MAILS[purpose];
  sendMail(ctx.db, { to, subject: mail.subject, text: mail.text(code) });
}

// What a pool with user-existence errors prevented answers for a username with no user: a delivery that never happens.
function simulatedDelivery(username: string) {
  return { CodeDeliveryDetails: { Destination: maskEmail(username.trim()), DeliveryMedium: 'EMAIL', AttributeName: 'email' } };
}

async function userFromAccessToken(ctx: OperationContext, input: Input): Promise<PoolUser> {
  const claims = await verifyAccessToken(ctx.db, ctx.config, input.AccessToken);
  const user = findUser(ctx.db, claims.sub);
  if (!user) throw new CognitoError('NotAuthorizedException', 'User does not exist.');
  return user;
}

async function passwordAuth(ctx: OperationContext, params: Input): Promise<object> {
  const username = required(params, 'USERNAME');
  const password = typeof params.PASSWORD === 'string' ? params.PASSWORD : '';
  const user = findUser(ctx.db, username);
  // Like a pool with user-existence errors prevented: unknown users look like wrong passwords, as slow to refuse.
  if (!user) {
    await checkNobodysPassword(password);
    throw new CognitoError('NotAuthorizedException', messages.badCredentials);
  }
  assertNotLocked(`password:${user.sub}`, passwordAttemptsExceeded);
  if (!(await checkPassword(ctx.db, user.sub, password))) {
    recordFailure(`password:${user.sub}`);
    throw new CognitoError('NotAuthorizedException', messages.badCredentials);
  }
  clearFailures(`password:${user.sub}`);
  if (user.status !== 'CONFIRMED') throw new CognitoError('UserNotConfirmedException', messages.notConfirmed);
  return { ChallengeParameters: {}, AuthenticationResult: await startSession(ctx.db, ctx.config, ctx.issuer, user) };
}

async function refreshAuth(ctx: OperationContext, refreshToken: unknown): Promise<object> {
  if (typeof refreshToken !== 'string' || !refreshToken) {
    throw new CognitoError('NotAuthorizedException', messages.invalidRefreshToken);
  }
  const session = sessionForRefreshToken(ctx.db, refreshToken);
  if (session.client_id !== ctx.config.clientId) {
    throw new CognitoError('NotAuthorizedException', messages.invalidRefreshToken);
  }
  const user = findUser(ctx.db, session.sub);
  if (!user) throw new CognitoError('NotAuthorizedException', messages.invalidRefreshToken);
  return { ChallengeParameters: {}, AuthenticationResult: await refreshSession(ctx.db, ctx.config, ctx.issuer, session, user) };
}

// Every password change also refreshes the SRP verifier, so USER_SRP_AUTH and USER_PASSWORD_AUTH agree.
async function savePassword(ctx: OperationContext, sub: string, password: string, isNew = false): Promise<void> {
  if (!isNew) await setPassword(ctx.db, sub, password);
  await storeSrpVerifier(ctx.db, poolName(ctx.config.userPoolId), sub, password);
}

async function passwordVerifier(ctx: OperationContext, input: Input): Promise<object> {
  const responses = (input.ChallengeResponses ?? {}) as Input;
  if (typeof responses !== 'object') throw new CognitoError('InvalidParameterException', 'ChallengeResponses must be a map.');
  // Failures count against real users only: made-up names must not crowd real users' counters out.
  const claimed = findUser(ctx.db, String(responses.USERNAME ?? ''));
  if (claimed) assertNotLocked(`password:${claimed.sub}`, passwordAttemptsExceeded);
  let sub: string;
  try {
    sub = await finishSrp(ctx.config.userPoolId, responses);
  } catch (error) {
    if (claimed) recordFailure(`password:${claimed.sub}`);
    throw error;
  }
  clearFailures(`password:${sub}`);
  const user = findUser(ctx.db, sub);
  if (!user) throw new CognitoError('NotAuthorizedException', messages.badCredentials);
  if (user.status !== 'CONFIRMED') throw new CognitoError('UserNotConfirmedException', messages.notConfirmed);
  return { ChallengeParameters: {}, AuthenticationResult: await startSession(ctx.db, ctx.config, ctx.issuer, user) };
}

/** The Cognito Identity Provider actions the twin answers, by X-Amz-Target action name. */
export const operations: Record<string, Operation> = {
  async SignUp(ctx, input) {
    checkClient(ctx, input);
    const username = required(input, 'Username').trim();
    const password = input.Password;
    if (!EMAIL.test(username)) throw new CognitoError('InvalidParameterException', 'Username should be an email.');
    assertPasswordPolicy(password);
    const { email, ...attributes } = readAttributes(input.UserAttributes);
    if (email !== undefined && email.toLowerCase() !== username.toLowerCase()) {
      throw new CognitoError('InvalidParameterException', 'Username should be an email.');
    }
    const user = await createUser(ctx.db, username, password, attributes);
    await savePassword(ctx, user.sub, password, true);
    mailCode(ctx, user, 'signup');
    return { UserConfirmed: false, UserSub: user.sub, CodeDeliveryDetails: deliveryDetails(user) };
  },

  ConfirmSignUp(ctx, input) {
    checkClient(ctx, input);
    const user = findUser(ctx.db, required(input, 'Username'));
    const code = required(input, 'ConfirmationCode');
    // With user-existence errors prevented, Cognito answers an unknown user as a code it no longer has.
    if (!user) throw new CognitoError('ExpiredCodeException', messages.expiredCode);
    if (user.status === 'CONFIRMED') {
      throw new CognitoError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
    }
    consumeCode(ctx.db, user.sub, 'signup', code);
    confirmUser(ctx.db, user.sub);
    return {};
  },

  ResendConfirmationCode(ctx, input) {
    checkClient(ctx, input);
    const username = required(input, 'Username');
    const user = findUser(ctx.db, username);
    if (!user) return simulatedDelivery(username);
    if (user.status === 'CONFIRMED') throw new CognitoError('InvalidParameterException', messages.alreadyConfirmed);
    mailCode(ctx, user, 'signup');
    return { CodeDeliveryDetails: deliveryDetails(user) };
  },

  async InitiateAuth(ctx, input) {
    checkClient(ctx, input);
    const flow = required(input, 'AuthFlow');
    const params = (input.AuthParameters ?? {}) as Input;
    if (typeof params !== 'object') throw new CognitoError('InvalidParameterException', 'AuthParameters must be a map.');
    if (flow === 'USER_PASSWORD_AUTH') return passwordAuth(ctx, params);
    if (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN') return refreshAuth(ctx, params.REFRESH_TOKEN);
    if (flow === 'USER_SRP_AUTH') {
      const username = required(params, 'USERNAME');
      return beginSrp(ctx.db, username, findUser(ctx.db, username), params.SRP_A);
    }
    throw new CognitoError('InvalidParameterException', `${flow} flow not enabled for this client`);
  },

  RespondToAuthChallenge(ctx, input) {
    checkClient(ctx, input);
    const name = required(input, 'ChallengeName');
    if (name === 'PASSWORD_VERIFIER') return passwordVerifier(ctx, input);
    throw new CognitoError('InvalidParameterException', `Unsupported challenge ${name}`);
  },

  async GetTokensFromRefreshToken(ctx, input) {
    checkClient(ctx, input);
    const result = (await refreshAuth(ctx, input.RefreshToken)) as { AuthenticationResult: object };
    return { AuthenticationResult: result.AuthenticationResult };
  },

  ForgotPassword(ctx, input) {
    checkClient(ctx, input);
    const username = required(input, 'Username');
    const user = findUser(ctx.db, username);
    if (!user) return simulatedDelivery(username);
    if (!user.emailVerified) {
      throw new CognitoError(
        'InvalidParameterException',
        'Cannot reset password for the user as there is no registered/verified email or phone_number',
      );
    }
    mailCode(ctx, user, 'reset');
    return { CodeDeliveryDetails: deliveryDetails(user) };
  },

  async ConfirmForgotPassword(ctx, input) {
    checkClient(ctx, input);
    const user = findUser(ctx.db, required(input, 'Username'));
    const code = required(input, 'ConfirmationCode');
    const password = input.Password;
    assertPasswordPolicy(password);
    if (!user) throw new CognitoError('ExpiredCodeException', messages.expiredCode);
    consumeCode(ctx.db, user.sub, 'reset', code);
    await savePassword(ctx, user.sub, password);
    return {};
  },

  async ChangePassword(ctx, input) {
    const user = await userFromAccessToken(ctx, input);
    const previous = required(input, 'PreviousPassword');
    const proposed = input.ProposedPassword;
    assertPasswordPolicy(proposed);
    if (!(await checkPassword(ctx.db, user.sub, previous))) {
      throw new CognitoError('NotAuthorizedException', messages.badCredentials);
    }
    await savePassword(ctx, user.sub, proposed);
    return {};
  },

  async GetUser(ctx, input) {
    const user = await userFromAccessToken(ctx, input);
    return { Username: user.sub, UserAttributes: attributeList(user), MFAOptions: [], UserMFASettingList: [] };
  },

  async UpdateUserAttributes(ctx, input) {
    const user = await userFromAccessToken(ctx, input);
    const changes = readAttributes(input.UserAttributes);
    const { user: updated, pendingEmail } = updateAttributes(ctx.db, user, changes);
    if (pendingEmail) {
      mailCode(ctx, updated, 'email', pendingEmail);
      return { CodeDeliveryDetailsList: [deliveryDetails(updated, pendingEmail)] };
    }
    return { CodeDeliveryDetailsList: [] };
  },

  async GetUserAttributeVerificationCode(ctx, input) {
    const user = await userFromAccessToken(ctx, input);
    if (required(input, 'AttributeName') !== 'email') {
      throw new CognitoError('InvalidParameterException', 'Only the email attribute can be verified.');
    }
    const to = user.pendingEmail ?? user.email;
    mailCode(ctx, user, 'email', to);
    return { CodeDeliveryDetails: deliveryDetails(user, to) };
  },

  async VerifyUserAttribute(ctx, input) {
    const user = await userFromAccessToken(ctx, input);
    if (required(input, 'AttributeName') !== 'email') {
      throw new CognitoError('InvalidParameterException', 'Only the email attribute can be verified.');
    }
    consumeCode(ctx.db, user.sub, 'email', required(input, 'Code'));
    applyVerifiedEmail(ctx.db, user);
    return {};
  },

  async GlobalSignOut(ctx, input) {
    const user = await userFromAccessToken(ctx, input);
    revokeAllSessions(ctx.db, user.sub);
    return {};
  },

  RevokeToken(ctx, input) {
    checkClient(ctx, input);
    revokeRefreshToken(ctx.db, required(input, 'Token'));
    return {};
  },
};
