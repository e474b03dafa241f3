import type { Db } from '@server/db/client.ts';
import type {
  CalendarEventInput,
  ExternalEventLink,
  ExternalEventRef,
} from '../../../calendars/calendar-provider.ts';

/**
 * What a calendar row asks of the professional's calendar: nothing (what it was about is gone),
 * an event to delete, or an event to make match `event` (`save` keeps its link).
 */
export type CalendarWork =
  | { gone: string }
  | { remove: ExternalEventRef; eventProvider: string | null }
  | {
      event: CalendarEventInput;
      eventProvider: string | null;
      eventId: string | null;
      save(
        db: Db,
        link: ExternalEventLink & { provider: string; calendarId: string },
      ): Promise<void>;
    };
