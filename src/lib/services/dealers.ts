// Dealer search: a ZIP or postal code in, the dealers serving it (or the spec's no-dealer wording) out.
import { dealersResponseSchema, POSTAL_CODE_PATTERN, SERVICE_MESSAGES, SERVICE_PATHS, type Dealer } from '../../../wire/services';
import { call, type ServicesConfig } from './request';

/** What the dealer search dialog shows. */
export type DealerSearch =
  | { outcome: 'dealers'; dealers: Dealer[] }
  | { outcome: 'no-dealers'; title: string; message: string }
  | { outcome: 'invalid'; message: string }
  | { outcome: 'error'; message: string };

/** Finds the brand's dealers serving a ZIP or postal code. */
export async function findDealers(config: ServicesConfig, zip: string): Promise<DealerSearch> {
  if (!POSTAL_CODE_PATTERN.test(zip.trim())) return { outcome: 'invalid', message: SERVICE_MESSAGES.zipInvalid };
  const query = new URLSearchParams({ zip: zip.trim(), brand: config.brand ?? 'yardwise' });
  const result = await call(config, { method: 'GET', path: `${SERVICE_PATHS.dealers}?${query}`, schema: dealersResponseSchema });
  if (!result.ok) {
    return result.failure.code === 'INVALID_INPUT' ? { outcome: 'invalid', message: SERVICE_MESSAGES.zipInvalid } : { outcome: 'error', message: SERVICE_MESSAGES.formFailed };
  }
  if (!result.value.dealers.length) return { outcome: 'no-dealers', title: SERVICE_MESSAGES.dealerNotFoundTitle, message: SERVICE_MESSAGES.dealerNotFound };
  return { outcome: 'dealers', dealers: result.value.dealers };
}
