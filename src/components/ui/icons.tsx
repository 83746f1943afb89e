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

/** Simple line drawings of each network's glyph, in the text colour (unknown networks get a link glyph). */
const SOCIAL_GLYPHS: Record<string, React.ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
    </>
  ),
  facebook: <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z" fill="currentColor" />,
  x: <path d="M4 4h4.2l4.1 5.6L17.2 4h2.3l-6.2 7.1L20 20h-4.2l-4.5-6.1L5.8 20H3.5l6.7-7.6L4 4Zm3 1.4 9.6 13.2h1.4L8.5 5.4H7Z" fill="currentColor" />,
  pinterest: (
    <>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10.2 20.5 12 13m-1-1.2c-.4-2.4 1-4.3 3-4.3 1.8 0 2.8 1.3 2.5 3.1-.3 2-1.6 3.4-3.1 3.3-1 0-1.7-.7-1.5-1.6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
      <path d="M10 9v6l5.2-3L10 9Z" fill="var(--color-background, #fff)" />
    </>
  ),
  tiktok: <path d="M14 3h3a4.5 4.5 0 0 0 4 4v3a7.4 7.4 0 0 1-4-1.3V15a6 6 0 1 1-6-6h.5v3.2H11a2.8 2.8 0 1 0 3 2.8V3Z" fill="currentColor" />,
};

/** The icon of a social network (decorative; the link carries the network's name). */
export function SocialIcon({ network }: { network: string }) {
  return (
    <svg {...box} data-network={network}>
      {SOCIAL_GLYPHS[network.toLowerCase()] ?? (
        <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
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
