import type { ComponentProps } from 'react';
import { intakeMessages as m } from '@core/messages.ts';

type ConsentBoxProps = ComponentProps<'input'> & { href: string | undefined; error?: string };

/** The tick that accepts the office's own privacy notice (decision 084), opened in a new tab. */
export function ConsentBox({ href, error, ...input }: ConsentBoxProps) {
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <input
          id="booking-privacy"
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-primary"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'booking-privacy-error' : undefined}
          {...input}
        />
        <label htmlFor="booking-privacy" className="text-sm leading-snug">
          {m.consentLabel}{' '}
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium underline underline-offset-4"
          >
            {m.consentLink}
          </a>
          .
        </label>
      </div>
      {error && (
        <p id="booking-privacy-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
