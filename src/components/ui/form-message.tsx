// A form-level message in a live region: an error (alert) or a confirmation (status).
import React from 'react';

/** A form-level message in a live region: an error (alert) or a confirmation (status). */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: React.ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={tone === 'error' ? 'form-error' : 'form-success'}>
      {children}
    </div>
  );
}
