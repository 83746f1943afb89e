import type { TwinModule } from '../module.js';
import { cognitoConfigFromEnv } from './config.js';
import { cognitoThrottled, createCognitoRoutes } from './routes.js';
import { addPendingEmail, addPoolSecrets, addSessionIssuer, ensureCognitoSchema } from './schema.js';

/** The Cognito user pool twin shared by every brand: `POST /cognito/` and its JWKS. */
export const cognitoModule: TwinModule = {
  name: 'cognito',
  migrations: [
    { id: 'cognito-001-pool', up: ensureCognitoSchema },
    { id: 'cognito-002-session-issuer', up: addSessionIssuer },
    { id: 'cognito-003-pending-email', up: addPendingEmail },
    { id: 'cognito-004-pool-secret', up: addPoolSecrets },
  ],
  routes: (app, rt) => {
    app.route('/', createCognitoRoutes(rt.db, { ...cognitoConfigFromEnv(), origin: rt.origin }));
  },
  throttled: [cognitoThrottled],
};
