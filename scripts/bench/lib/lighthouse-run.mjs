// Runs Lighthouse (performance, default mobile settings) on one URL in plain Node and prints the
// figures as JSON. Kept out of tsx: its transform renames functions that Lighthouse evaluates in
// the page. Usage: node scripts/bench/lib/lighthouse-run.mjs <url> <chrome debugging port> [simulate|devtools]
// (simulate, Lighthouse's default: the page loads at full speed and the slow phone is estimated from
// that trace; devtools: the slow network and CPU are applied to the load and the figures are observed)
import lighthouse from 'lighthouse';

const [url, port, throttlingMethod = 'simulate'] = process.argv.slice(2);
if (throttlingMethod !== 'simulate' && throttlingMethod !== 'devtools') throw new Error(`throttling must be simulate or devtools, not ${throttlingMethod}`);
const result = await lighthouse(url, { port: Number(port), output: 'json', onlyCategories: ['performance'], logLevel: 'error', throttlingMethod });
const lhr = result.lhr;

/** The LCP element's selector and its phases in ms, from Lighthouse's LCP element audit. */
function lcpElement(report) {
  const tables = report.audits['largest-contentful-paint-element'].details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  const phases = Object.fromEntries((tables[1]?.items ?? []).map((item) => [item.phase, Math.round(item.timing)]));
  return { selector: node?.selector ?? null, snippet: node?.snippet?.slice(0, 120) ?? null, phases };
}
console.log(
  JSON.stringify({
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: lhr.audits['first-contentful-paint'].numericValue ?? 0,
    lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
    tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
    bytes: lhr.audits['total-byte-weight'].numericValue ?? 0,
    // Where the main thread went (ms by group: script evaluation, style and layout …) and the long
    // tasks by start time, duration and the script they are attributed to.
    breakdown: Object.fromEntries((lhr.audits['mainthread-work-breakdown'].details?.items ?? []).map((item) => [item.group, Math.round(item.duration)])),
    // The LCP element and its phases (time to first byte, load delay, load time, render delay).
    lcpElement: lcpElement(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? 0,
    longTasks: (lhr.audits['long-tasks'].details?.items ?? []).map((item) => ({ url: item.url, start: Math.round(item.startTime), duration: Math.round(item.duration) })),
  }),
);
