import type { Db } from '../../db/client.ts';
import { findWhatsappSettings } from './whatsapp.repository.ts';
import { isWhatsappActive } from './whatsapp-settings.ts';

/** Whether the organization's client notifications also go by WhatsApp (on and complete). */
export async function whatsappActive(db: Db, organizationId: string): Promise<boolean> {
  return isWhatsappActive(await findWhatsappSettings(db, organizationId));
}
