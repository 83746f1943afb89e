// Yardwise's referral program: POST /referral/enrolments gives a referrer their code (mailed, and for
// an email already enrolled mailed only to that address); the referral-reward job issues gift cards in
// the store and mails them.
import { enrolmentRequestSchema, REFERRAL_ALREADY_ENROLLED_MESSAGE, SERVICE_MESSAGES } from '../../../wire/services.js';
import { errorAnswer, invalidAnswer } from '../http/answers.js';
import { guardedJson } from '../local-services/guarded-json.js';
import type { ServicesPart } from '../part.js';
import { eligibleCountry } from './regions.js';
import { deliverGiftCard, enrol, REWARD_QUEUE } from './store.js';

/** Yardwise's referral program: enrolment gives a code; installed referred consultations earn a gift card. */
export const referralPart: ServicesPart = {
  name: 'referral',
  async jobs(services) {
    // A store that is down holds the card back, not loses it: retries after 5-10 s, doubling up to about
    // half a day apart (a day or two in all); a failed job stays listed and asking again enqueues it again.
    await services.jobs.define(
      REWARD_QUEUE,
      async (data) => {
        if (typeof data.giftCard !== 'string') throw new Error('a referral-reward job names no gift card');
        await deliverGiftCard(services, data.giftCard);
      },
      { retryLimit: 14, retryDelay: 5 },
    );
  },
  routes: (app, services) => {
    app.post('/referral/enrolments', async (c) => {
      const body = await guardedJson(services, c, 'referral-enrolment');
      if (!body.ok) return body.response;
      const input = enrolmentRequestSchema.safeParse(body.value);
      if (!input.success) return invalidAnswer(c, input.error);
      const { company, email, zip, mobilePhone } = input.data;
      const country = eligibleCountry(zip);
      if (!country) return errorAnswer(c, 400, 'NOT_ELIGIBLE', SERVICE_MESSAGES.referralRegion, [{ field: 'zip', message: SERVICE_MESSAGES.notEligible }]);
      const { enrolment, created } = await enrol(services, { company, email, zip, mobilePhone, country });
      if (!created) {
        // Whoever typed the address may not be its owner: the code goes to the enrolled address only.
        await services.mail.send({
          to: enrolment.email,
          subject: 'Your Yardwise referral code',
          text: `Someone asked to enrol this email in the Yardwise referral program. It is already enrolled: your referral code is ${enrolment.code}.\nIf this was not you, you can ignore this email.\n`,
        });
        return errorAnswer(c, 409, 'ALREADY_ENROLLED', REFERRAL_ALREADY_ENROLLED_MESSAGE, [{ field: 'email', message: REFERRAL_ALREADY_ENROLLED_MESSAGE }]);
      }
      await services.mail.send({
        to: enrolment.email,
        subject: 'Welcome to the Yardwise referral program',
        text: `Your referral code is ${enrolment.code}. Share it with friends: when a consultation booked with it ends in an installation, we email you a gift card.\n`,
      });
      return c.json({ referralCode: enrolment.code, email: enrolment.email }, 201);
    });
  },
};
