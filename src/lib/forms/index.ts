// The site's door to the forms: captcha, newsletter and back-in-stock (Klaviyo), contact, feedback, pro program, warranty.
export { formsConfig, type FormsConfig } from './config';
export type { FormResult } from './result';
export { subscribeBackInStock, subscribeNewsletter } from './klaviyo';
export {
  applyProProgram,
  captchaChallengeUrl,
  claimWarranty,
  photoProblem,
  sendArticleFeedback,
  sendDealerContact,
  sendGeneralContact,
} from './forms';
