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
  /** One gift card per installed appointment booked with a referral code; issued in the store and mailed by the referral-reward job. */
  referral_gift_cards: {
    code: string;
    appointment_id: string;
    referral_code: string;
    amount: string;
    currency: 'USD' | 'CAD';
    created_at: Date;
    /** The store the card was issued in (the brand's store of its currency); null until then. */
    store: string | null;
    /** The store's GiftCard id; null until issued, and when the store answered that the code was taken (an earlier try issued it). */
    store_gift_card_id: string | null;
    /** The last characters of the code, as the store shows them on a cart and an order. */
    last_characters: string | null;
    /** When the store issued it; the job mails the card only after. */
    issued_at: Date | null;
    /** Until when a reward job holds the card (issuing and mailing it); null when none does. */
    claimed_until: Date | null;
    /** When the reward job mailed it; null until then. */
    mailed_at: Date | null;
  };
}
