// Small inline SVG icons (decorative: the link or button around them carries the name).
import React from 'react';

const box = { width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

/** Magnifier for the search link. */
export function SearchIcon() {
  return (
    <svg {...box}>
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Three bars for the navigation toggle. */
export function MenuIcon() {
  return (
    <svg {...box}>
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Person outline for the account link. */
export function AccountIcon() {
  return (
    <svg {...box}>
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** A neutral round badge with the network's initial (no third-party marks). */
export function SocialIcon({ network }: { network: string }) {
  const initial = network.replace(/^x.*/i, 'X').charAt(0).toUpperCase();
  return (
    <svg {...box}>
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <text x="12" y="16.5" textAnchor="middle" fontSize="12" fontWeight="700" fill="var(--color-background, #fff)">
        {initial}
      </text>
    </svg>
  );
}

/** Shopping bag for the cart button. */
export function CartIcon() {
  return (
    <svg {...box}>
      <path d="M5 8h14l-1.2 12H6.2L5 8Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
