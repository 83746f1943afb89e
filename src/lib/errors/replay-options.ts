// The session replay's options, in the replay's chunk only (./replay.ts).
import { scrubRecordingEvent } from './replay-scrub';

/**
 * The session replay's options: every text and input masked and media blocked, no request or
 * response body or header recorded for any URL, and every custom recording event (breadcrumbs,
 * navigations, requests) scrubbed before it is kept. The sample rates are the SDK's (./options.ts).
 */
export function replayOptions() {
  return {
    maskAllText: true,
    maskAllInputs: true,
    blockAllMedia: true,
    networkDetailAllowUrls: [] as (string | RegExp)[],
    networkCaptureBodies: false,
    beforeAddRecordingEvent: <E extends object>(event: E) => scrubRecordingEvent(event),
  };
}
