// Tables every part shares: rate-limit windows, spent one-time values (captcha solutions, webhook ids).
import type { Generated } from 'kysely';

export interface CoreTables {
  /** One counter per key and fixed window; every instance counts in the same row. */
  rate_limit_windows: {
    key: string;
    window_start: Date;
    count: number;
    expires_at: Date;
  };
  /** Values that may be used once (a captcha solution, a webhook id): the first insert wins. */
  spent_once: {
    kind: string;
    value: string;
    spent_at: Generated<Date>;
    expires_at: Date;
  };
}
