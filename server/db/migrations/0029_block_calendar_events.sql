ALTER TABLE "agenda_blocks" ADD COLUMN "calendar_provider" text;--> statement-breakpoint
ALTER TABLE "agenda_blocks" ADD COLUMN "calendar_event_id" text;