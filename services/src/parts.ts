import type { ServicesPart } from './part.js';
import { dealersPart } from './dealers/part.js';
import { schedulerPart } from './scheduler/part.js';
import { referralPart } from './referral/part.js';
import { chatPart } from './chat/part.js';
import { formsPart } from './forms/part.js';
import { subscriptionsPart } from './subscriptions/part.js';
import { accountPart } from './account/part.js';
import { multipassPart } from './multipass/part.js';

/** Every part of the services. Add a part with one line here. */
export const parts: ServicesPart[] = [dealersPart, schedulerPart, referralPart, chatPart, formsPart, subscriptionsPart, accountPart, multipassPart];
