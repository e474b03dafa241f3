-- Issue 33 (decision 068): an appointment links to its event in any calendar provider (provider,
-- calendar, event id; the conference link stays in meet_link). Google's event ids carry over,
-- in the calendar the professional's connection names (its primary calendar when none is chosen).
ALTER TABLE "appointments" ADD COLUMN "calendar_provider" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "calendar_id" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "calendar_event_id" text;--> statement-breakpoint
UPDATE "appointments" AS a SET
  "calendar_provider" = 'google',
  "calendar_event_id" = a."google_event_id",
  "calendar_id" = coalesce(
    (SELECT g."calendar_id" FROM "google_connections" g WHERE g."user_id" = a."user_id"),
    'primary'
  )
WHERE a."google_event_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" DROP COLUMN "google_event_id";
