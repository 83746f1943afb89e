// A failure that can be tried again: the message and a Try again button, announced as an alert.
import React from 'react';

/** Props of RetryAlert. */
export interface RetryAlertProps {
  message: string;
  retryLabel: string;
  onRetry(): void;
  className?: string;
}

/** The failure message and its retry button. */
export function RetryAlert({ message, retryLabel, onRetry, className }: RetryAlertProps) {
  return (
    <div role="alert" className={className}>
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
