// Tables of the consultation scheduler: booked appointments.
import type { Generated } from 'kysely';

/** This part's tables. */
export interface SchedulerTables {
  /** Consultations booked on dealers' calendars; one per dealer and instant (a unique key decides races). */
  appointments: {
    id: string;
    dealer_id: string;
    type: 'In-Home' | 'Virtual';
    /** Local date (YYYY-MM-DD) and time (HH:MM) in the dealer's zone. */
    date: string;
    time: string;
    starts_at: Date;
    timezone: string;
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    address: string;
    postal_code: string;
    referral_code: string | null;
    status: Generated<'booked' | 'installed'>;
    created_at: Date;
    installed_at: Date | null;
  };
}
