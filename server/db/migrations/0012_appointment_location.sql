ALTER TABLE "appointments" ADD COLUMN "location_kind" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "location_detail" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "location_google_meet" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "location_kind" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "location_detail" text;--> statement-breakpoint
-- Appointments booked before 0012 that have (or, still unsynced, will get) a Meet stay online with Meet.
UPDATE "appointments" SET "location_kind" = 'online', "location_google_meet" = true WHERE "meet_link" IS NOT NULL;--> statement-breakpoint
UPDATE "appointments" AS a SET "location_kind" = 'online', "location_google_meet" = true
FROM "users" AS u, "google_connections" AS g
WHERE u."id" = a."user_id" AND u."organization_id" = a."organization_id"
  AND g."user_id" = a."user_id" AND g."organization_id" = a."organization_id"
  AND a."google_event_id" IS NULL AND a."start_time" > now()
  AND u."auto_create_meet" AND u."calendar_sync"
  AND g."refresh_token" IS NOT NULL AND NOT g."needs_reconnect";
