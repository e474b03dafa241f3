import { BadgeCheckIcon, HourglassIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The small Pix mark: an hourglass while the payment is pending, a check once paid. */
export function PaymentMark({
  status,
  className,
}: {
  status: 'pending' | 'paid';
  className: string;
}) {
  const Icon = status === 'paid' ? BadgeCheckIcon : HourglassIcon;
  return (
    <Icon
      aria-hidden="true"
      data-payment={status}
      className={cn(
        'size-3.5 shrink-0',
        status === 'paid' ? 'text-success' : 'text-warning',
        className,
      )}
    />
  );
}
