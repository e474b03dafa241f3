ALTER TABLE "integration_settings" ADD COLUMN "whatsapp_app_secret" text;--> statement-breakpoint
ALTER TABLE "webhook_logs" ADD COLUMN "delivery_state" text;--> statement-breakpoint
ALTER TABLE "webhook_logs" ADD COLUMN "delivery_state_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "webhook_logs_whatsapp_message_idx" ON "webhook_logs" USING btree ("response_excerpt") WHERE "webhook_logs"."channel" = 'whatsapp';