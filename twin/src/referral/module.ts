import type { TwinModule } from '../module.js';
import { enrolmentRequestSchema, REFERRAL_ALREADY_ENROLLED_MESSAGE, SERVICE_MESSAGES } from '../../../wire/services.js';
import { errorAnswer, invalidAnswer } from '../local-services/answer.js';
import { guardedJson } from '../local-services/guard.js';
import { sendMail } from '../outbox/index.js';
import { eligibleCountry } from './regions.js';
import { createReferralTables, enrol } from './store.js';

/** Yardwise's referral program: enrolment gives a code; installed referred consultations earn a gift card. */
export const referralModule: TwinModule = {
  name: 'referral',
  migrations: [{ id: 'referral-001', up: createReferralTables }],
  routes: (app, rt) => {
    app.post('/referral/enrolments', async (c) => {
      const body = await guardedJson(c, 'referral-enrolment');
      if (!body.ok) return body.response;
      const input = enrolmentRequestSchema.safeParse(body.value);
      if (!input.success) return invalidAnswer(c, input.error);
      const { company, email, zip, mobilePhone } = input.data;
      const country = eligibleCountry(zip);
      if (!country) return errorAnswer(c, 400, 'NOT_ELIGIBLE', SERVICE_MESSAGES.referralRegion, [{ field: 'zip', message: SERVICE_MESSAGES.notEligible }]);
      const { enrolment, created } = enrol(rt.db, { company: company ?? null, email, zip, mobilePhone, country });
      if (!created) {
        // Whoever typed the address may not be its owner: the code goes to the enrolled address only.
        sendMail(rt.db, {
          to: enrolment.email,
          subject: 'Your Yardwise referral code',
          text: `Someone asked to enrol this email in the Yardwise referral program. It is already enrolled: your referral code is ${enrolment.code}.\nIf this was not you, you can ignore this email.\n`,
        });
        return errorAnswer(c, 409, 'ALREADY_ENROLLED', REFERRAL_ALREADY_ENROLLED_MESSAGE, [{ field: 'email', message: REFERRAL_ALREADY_ENROLLED_MESSAGE }]);
      }
      sendMail(rt.db, {
        to: enrolment.email,
        subject: 'Welcome to the Yardwise referral program',
        text: `Your referral code is ${enrolment.code}. Share it with friends: when a consultation booked with it ends in an installation, we email you a gift card.\n`,
      });
      return c.json({ referralCode: enrolment.code, email: enrolment.email }, 201);
    });
  },
};
