ALTER TABLE "products" ADD COLUMN "slot_interval_minutes" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "minimum_notice_minutes" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "maximum_horizon_days" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "minimum_notice_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "maximum_horizon_days" integer DEFAULT 90 NOT NULL;