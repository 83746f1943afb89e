// A door's value in a test that expects the call to succeed: a failure fails the test with its code.
import type { DoorFailure, DoorResult } from '../../src/lib/result';

/** The answer's value; throws (failing the test) with the failure's code when the call failed. */
export function valueOf<T, F extends DoorFailure>(answer: DoorResult<T, F>): T {
  if (!answer.ok) throw new Error(`The door failed: ${answer.failure.code}${answer.failure.status ? ` (HTTP ${answer.failure.status})` : ''}`);
  return answer.value;
}
