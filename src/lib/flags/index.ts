// The feature-flag door: the values pages render with (store) and the client's rules (retry).
export { flagIsRead, flagValue, setFlagValues, subscribeFlag, watchReadFlags } from './store';
export { afterFailure, failureStatus, FLAG_CLIENT_START_TIMEOUT_S, FLAG_CLIENT_TIMINGS, isPermanentStatus, isStartTimeout, retryDelay } from './retry';
