// Tables of the referral program: enrolled referrers and the gift cards they earned.

/** This part's tables. */
export interface ReferralTables {
  /** One referrer per email (compared without case), with the code they share. */
  referral_enrolments: {
    code: string;
    /** As the referrer typed it; mails go here. */
    email: string;
    /** Only for a business's referral; friends referring friends give none. */
    company: string | null;
    zip: string;
    mobile_phone: string;
    country: 'US' | 'CA';
    created_at: Date;
  };
  /** One gift card per installed appointment booked with a referral code; mailed by the referral-reward job. */
  referral_gift_cards: {
    code: string;
    appointment_id: string;
    referral_code: string;
    amount: string;
    currency: 'USD' | 'CAD';
    created_at: Date;
    /** When the reward job mailed it; null until then. */
    mailed_at: Date | null;
  };
}
