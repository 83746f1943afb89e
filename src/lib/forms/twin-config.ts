// The forms config of a twin: forms, captcha and Klaviyo on one host, with the twin's Klaviyo account of
// a brand's store. For tests and tools only: the pages take their store's account from the build
// (SiteContext services.klaviyo), so no twin id reaches the browser code.
import type { BrandId } from '../../../wire/vocabulary';
import { twinKlaviyoAccount } from '../../config/env';
import { formsConfig, type FormsConfig, type StoreCurrency } from './config';

/** The config that points every form of a brand at a twin, with the twin's Klaviyo account of the given store. */
export function twinFormsConfig(brand: BrandId, twinUrl = 'http://127.0.0.1:8787', store: StoreCurrency = 'USD'): FormsConfig {
  return formsConfig(brand, twinUrl, twinKlaviyoAccount(brand, store));
}
