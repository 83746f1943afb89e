/** An error answered the way Cognito does: HTTP 400 with `__type` and `message`. */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = type;
  }
}

/** Cognito's own messages, word for word, for the errors the twin produces. */
export const messages = {
  codeMismatch: 'Invalid verification code provided, please try again.',
  expiredCode: 'Invalid code provided, please request a code again.',
  badCredentials: 'Incorrect username or password.',
  notConfirmed: 'User is not confirmed.',
  usernameExists: 'An account with the given email already exists.',
  passwordTooShort: 'Password did not conform with policy: Password not long enough',
  invalidAccessToken: 'Invalid Access Token',
  expiredAccessToken: 'Access Token has expired',
  revokedAccessToken: 'Access Token has been revoked',
  invalidRefreshToken: 'Invalid Refresh Token',
  revokedRefreshToken: 'Refresh Token has been revoked',
  alreadyConfirmed: 'User is already confirmed.',
} as const;
