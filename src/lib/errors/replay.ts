// Session replay (Sentry's replay integration, rrweb), a chunk of its own that the SDK chunk loads
// only once analytics are allowed (./replay-consent.ts), so error reporting without replay costs what
// it did. It records every text and input masked and media blocked, no request or response details;
// URLs in the recording lose their query and fragment, breadcrumbs and spans are scrubbed
// (./replay-options.ts, ./replay-scrub.ts).
import { addEventProcessor, addIntegration, replayIntegration } from '@sentry/gatsby';
import { REPLAYS_SESSION_SAMPLE_RATE } from '../../../wire/error-reporting';
import { replayOptions } from './replay-options';
import { scrubReplayEvent, scrubRrwebEvent } from './replay-scrub';
import type { ReplayControl } from './replay-consent';

type Replay = ReturnType<typeof replayIntegration>;

/**
 * Gives the DOM recorder an rrweb plugin that scrubs its own events (the page's address, URL
 * attributes), which `beforeAddRecordingEvent` never sees. The recorder's options are not public:
 * without them there is no replay rather than one with URLs unscrubbed.
 */
export function withRrwebScrubber(replay: Replay): Replay {
  const recording = (replay as unknown as { _recordingOptions?: { plugins?: unknown[] } })._recordingOptions;
  if (!recording || typeof recording !== 'object') throw new Error('The replay integration has no recording options to scrub with');
  recording.plugins = [...(recording.plugins ?? []), { name: 'scrub-urls', eventProcessor: <E extends object>(event: E) => scrubRrwebEvent(event) }];
  return replay;
}

/** Adds the replay to the running SDK; it samples its session from the SDK's replay rates. */
export function addReplay(): ReplayControl {
  const replay = withRrwebScrubber(replayIntegration(replayOptions()));
  addEventProcessor((event) => (event.type === 'replay_event' ? scrubReplayEvent(event) : event));
  addIntegration(replay);
  return {
    resume: () => (Math.random() < REPLAYS_SESSION_SAMPLE_RATE ? replay.start() : replay.startBuffering()),
    stop: () => void replay.stop(),
  };
}
