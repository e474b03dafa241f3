import { AppError } from '@core/app-error.ts';
import { officeServicesMessages } from '@core/messages.ts';

/**
 * A professional's products row that offers an office service is changed only as the office's
 * service (decision 082): the products screen and routes refuse it (409).
 */
export function assertOwnProduct(product: { officeServiceId: string | null }): void {
  if (product.officeServiceId) {
    throw new AppError('CONFLICT', officeServicesMessages.ownedByOffice);
  }
}
