// The door to Yardwise's local services: dealers, consultation scheduler, referral program, live chat.
// Islands call these functions with one ServicesConfig; no other site code knows their paths.
export { call, type FieldMessage, type ServicesConfig, type ServicesFailure, type ServicesResult } from './request';
export { findDealers, type DealerSearch } from './dealers';
export { bookConsultation, dealersForConsultation, loadSlots, type BookingOutcome, type DealerStep, type SlotStep } from './scheduler';
export { enrolReferrer, referralShareLinks, type EnrolmentOutcome } from './referral';
export { chatStatus, closeChat, parseSse, readChat, sendChatMessage, startChat, subscribeChat, type ChatHandle, type ChatListener, type SseEvent } from './chat';
export { SERVICE_MESSAGES, type Appointment, type BookingRequest, type ChatMessage, type ChatStatus, type ConsultationType, type Dealer, type EnrolmentRequest, type ShareChannel, type Slot } from '../../../wire/services';
