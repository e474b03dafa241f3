ALTER TABLE "appointments" ADD COLUMN "client_anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integration_settings" ADD COLUMN "whatsapp_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "integration_settings" ADD COLUMN "whatsapp_phone_number_id" text;--> statement-breakpoint
ALTER TABLE "integration_settings" ADD COLUMN "whatsapp_token" text;--> statement-breakpoint
ALTER TABLE "integration_settings" ADD COLUMN "whatsapp_templates" jsonb;--> statement-breakpoint
ALTER TABLE "integration_settings" ADD COLUMN "whatsapp_language" text DEFAULT 'pt_BR' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "retention_months" integer;--> statement-breakpoint
CREATE INDEX "appointments_org_client_email_idx" ON "appointments" USING btree ("organization_id",lower("client_email"));