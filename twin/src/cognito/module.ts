import type { TwinModule } from '../module.js';
import { cognitoConfigFromEnv } from './config.js';
import { createCognitoRoutes } from './routes.js';
import { ensureCognitoSchema } from './schema.js';

/** The Cognito user pool twin shared by every brand: `POST /cognito/` and its JWKS. */
export const cognitoModule: TwinModule = {
  name: 'cognito',
  migrations: [{ id: 'cognito-001-pool', up: ensureCognitoSchema }],
  routes: (app, rt) => {
    app.route('/', createCognitoRoutes(rt.db, { ...cognitoConfigFromEnv(), origin: rt.origin }));
  },
};
