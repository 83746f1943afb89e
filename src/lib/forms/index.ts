// The site's door to the forms: captcha, newsletter and back-in-stock (Klaviyo), contact, feedback, pro program, warranty.
export { formsConfig, type FormsConfig } from './config';
export type { FormFailure, FormFailureKind, FormResult } from './result';
export { klaviyoVariantId, subscribeBackInStock, subscribeNewsletter, type BackInStockValues, type NewsletterValues } from './klaviyo';
export {
  applyProProgram,
  captchaChallengeUrl,
  claimWarranty,
  photoProblem,
  sendArticleFeedback,
  sendDealerContact,
  sendGeneralContact,
  type FormValues,
} from './forms';
export { FORM_MESSAGES, HONEYPOT_FIELD } from '../../../wire/forms';
