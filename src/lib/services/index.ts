// The door to Yardwise's local services: dealers, consultation scheduler, referral program, live chat.
// Islands call these functions with one ServicesConfig; no other site code knows their paths.
export type { FieldMessage, ServicesConfig } from './request';
export { findDealers, type DealerSearch } from './dealers';
export { bookConsultation, dealersForConsultation, loadSlots } from './scheduler';
export { enrolReferrer } from './referral';
export { chatStatus, closeChat, parseSse, readChat, sendChatMessage, startChat, subscribeChat, type ChatHandle } from './chat';
export { SERVICE_MESSAGES, type Appointment, type ChatMessage, type Dealer, type ShareChannel, type Slot } from '../../../wire/services';
