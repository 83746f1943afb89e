// The account door: Cognito sign-in (aws-amplify), multipass into each store, the session store.
export * from './keys';
export * from './identity';
export * from './multipass';
export * from './session';
export * from './return-path';
export * from './stored-customer';
