ALTER TABLE "webhook_logs" DROP CONSTRAINT "webhook_logs_appointment_id_appointments_id_fk";
--> statement-breakpoint
DROP INDEX "email_outbox_status_idx";--> statement-breakpoint
DROP INDEX "webhook_logs_due_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "status" SET DEFAULT 'stored';--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "manage_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "log_id" uuid;--> statement-breakpoint
ALTER TABLE "webhook_logs" ADD COLUMN "channel" text DEFAULT 'webhook' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_logs" ADD COLUMN "subscriber" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_logs" ADD COLUMN "settings_id" uuid;--> statement-breakpoint
ALTER TABLE "webhook_logs" ADD COLUMN "response_excerpt" text;--> statement-breakpoint
ALTER TABLE "webhook_logs" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_logs" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_log_id_webhook_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."webhook_logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_logs" ADD CONSTRAINT "webhook_logs_settings_id_notification_settings_id_fk" FOREIGN KEY ("settings_id") REFERENCES "public"."notification_settings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_logs" ADD CONSTRAINT "webhook_logs_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_manage_token_unique" ON "appointments" USING btree ("manage_token");--> statement-breakpoint
CREATE INDEX "email_outbox_org_created_idx" ON "email_outbox" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_settings_organization_unique" ON "notification_settings" USING btree ("organization_id") WHERE "notification_settings"."scope" = 'organization';--> statement-breakpoint
CREATE INDEX "webhook_logs_org_created_idx" ON "webhook_logs" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_logs_appointment_idx" ON "webhook_logs" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_logs_reminder_unique" ON "webhook_logs" USING btree ("appointment_id","subscriber","channel","reminder_minutes","scheduled_for") WHERE "webhook_logs"."event_type" = 'appointment.reminder' and "webhook_logs"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "webhook_logs_due_idx" ON "webhook_logs" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "error";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "sent_at";