// The notification banner at the top of every page.
import { Link } from 'gatsby';
import React, { useEffect, useState } from 'react';
import type { BannerContext } from '../../lib/content/site-context';
import { safeHref } from '../../components/portable-text/safe-href';
import { selectBannerMessage } from './schedule';
import { useFlag } from '../../components/site/use-flag';

const BANNER_ID = 'notification-banner';

// The first client render must match the HTML built earlier, so it starts from the variant the
// HTML shows and switches to the one for the shopper's current time after mounting.
function initialVariant(): boolean | null {
  if (typeof document === 'undefined') return null;
  const built = document.getElementById(BANNER_ID)?.getAttribute('data-scheduled');
  return built === 'true' ? true : built === 'false' ? false : null;
}

/** Props of NotificationBanner. */
export interface NotificationBannerProps {
  banner: BannerContext | null;
  label: string;
}

/** Scheduled message inside its New York window, else the plain message; nothing without one. */
export function NotificationBanner({ banner, label }: NotificationBannerProps) {
  const [now, setNow] = useState<Date | null>(null);
  const [builtScheduled] = useState(initialVariant);
  useEffect(() => setNow(new Date()), []);
  const shown = useFlag('notification-banner');
  if (!banner || !shown) return null;

  let message = selectBannerMessage(banner, now ?? new Date());
  if (!now && builtScheduled !== null && message && message.scheduled !== builtScheduled) {
    message = builtScheduled
      ? { text: banner.scheduledMessage ?? '', link: banner.scheduledLink, scheduled: true }
      : { text: banner.messageText, link: banner.messageLink, scheduled: false };
  }
  if (!message || !message.text) return null;
  const href = safeHref(message.link);
  return (
    <aside id={BANNER_ID} className="banner" aria-label={label} data-scheduled={String(message.scheduled)}>
      <p>
        {href ? href.startsWith('/') ? <Link to={href}>{message.text}</Link> : <a href={href}>{message.text}</a> : message.text}
      </p>
    </aside>
  );
}
