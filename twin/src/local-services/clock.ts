/** The clock of the local services (slots, care hours); tests set `now` to a fixed instant. */
export const serviceClock: { now: () => Date } = { now: () => new Date() };

/** Points the services' clock at a fixed instant (or back at the real time with no argument). */
export function setServiceNow(at?: Date | string): void {
  serviceClock.now = at === undefined ? () => new Date() : () => new Date(at);
}
