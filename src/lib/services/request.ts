// Yardwise's local services through the one request core (src/lib/http/service.ts), with the error
// body and the messages the wire protocol defines.
import type { z } from 'zod';
import { REFERRAL_ALREADY_ENROLLED_MESSAGE, serviceErrorSchema, SERVICE_MESSAGES, TOO_LONG_MESSAGE } from '../../../wire/services';
import { serviceCall, type FieldMessage, type ServiceCall, type ServiceConfig, type ServiceProtocol, type ServiceResult } from '../http/service';

export type { FieldMessage };
export type ServicesResult<T> = ServiceResult<T>;

/** Where the services answer, and whose dealers are searched. */
export interface ServicesConfig extends ServiceConfig {
  /** Brand whose dealers are searched; default yardwise. */
  brand?: string;
}

// Messages the wire protocol defines (the spec's own, the too-long answer, the already-enrolled answer)
// are kept as they come, on the call and on each field; the site has them in every language. Any other
// text gets the generic message, and a field message the site would not know is left out.
const protocol: ServiceProtocol = {
  errorOf(body) {
    const parsed = serviceErrorSchema.safeParse(body);
    return parsed.success ? { code: parsed.data.error.code, message: parsed.data.error.message, fields: parsed.data.error.fields ?? [] } : null;
  },
  knownMessages: new Set<string>([...Object.values(SERVICE_MESSAGES), TOO_LONG_MESSAGE, REFERRAL_ALREADY_ENROLLED_MESSAGE]),
  fallback: SERVICE_MESSAGES.formFailed,
};

/** Runs one call and parses its answer with the wire schema; never throws. */
export function call<S extends z.ZodTypeAny>(config: ServicesConfig, spec: ServiceCall<S>): Promise<ServicesResult<z.infer<S>>> {
  return serviceCall(config, protocol, spec);
}
