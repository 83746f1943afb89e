// A postal address as lines: one line per part, broken with <br> so it reads as lines in every
// context (copied text, reader modes, before the styles load) instead of running together.
import React from 'react';

/** The non-empty lines of an address, in order. */
export function presentLines(lines: readonly (string | null | undefined)[]): string[] {
  return lines.map((line) => (line ?? '').trim()).filter(Boolean);
}

/** An <address> of the given lines; empty parts are left out. */
export function AddressLines({ lines, className }: { lines: readonly (string | null | undefined)[]; className?: string }) {
  return (
    <address className={className ? `address ${className}` : 'address'}>
      {presentLines(lines).map((line, i) => (
        <React.Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </React.Fragment>
      ))}
    </address>
  );
}
