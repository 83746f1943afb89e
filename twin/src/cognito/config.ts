/** Settings of the twin's single user pool, shared by every brand. */
export interface CognitoConfig {
  userPoolId: string;
  clientId: string;
  /** The twin's public origin (e.g. http://127.0.0.1:8787); when absent, `origin()` or the request's origin. */
  publicUrl?: string;
  /** The running twin's origin, known once it listens. */
  origin?: () => string;
}

/** The pool settings from the environment, with development defaults. */
export function cognitoConfigFromEnv(env: NodeJS.ProcessEnv = process.env): CognitoConfig {
  return {
    userPoolId: env.TWIN_COGNITO_USER_POOL_ID || 'us-east-1_TwinPool1',
    clientId: env.TWIN_COGNITO_CLIENT_ID || 'twinappclient0000000000001',
    publicUrl: env.TWIN_PUBLIC_URL || undefined,
  };
}

/** The token issuer: the twin's origin plus `/cognito/<poolId>`, JWKS below it. */
export function issuerFor(config: CognitoConfig, requestOrigin: string): string {
  const origin = publicOrigin(config, requestOrigin);
  return `${origin}/cognito/${config.userPoolId}`;
}

/** The origin tokens and links name: configured URL, else the running twin's, else the request's. */
export function publicOrigin(config: CognitoConfig, requestOrigin: string): string {
  let running: string | undefined;
  try {
    running = config.origin?.();
  } catch {
    running = undefined;
  }
  return (config.publicUrl || running || requestOrigin).replace(/\/+$/, '');
}
