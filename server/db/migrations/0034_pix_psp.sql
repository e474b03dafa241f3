CREATE TABLE "pix_psp_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'bcb-standard' NOT NULL,
	"base_url" text NOT NULL,
	"client_id" text NOT NULL,
	"sealed_client_secret" text NOT NULL,
	"sealed_certificate" text NOT NULL,
	"sealed_private_key" text NOT NULL,
	"pix_key" text NOT NULL,
	"webhook_secret_hash" text NOT NULL,
	"webhook_registered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_psp_settings_webhook_secret_hash_unique" UNIQUE("webhook_secret_hash")
);
--> statement-breakpoint
CREATE TABLE "pix_received" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"end_to_end_id" text NOT NULL,
	"txid" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"appointment_id" uuid,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_received_end_to_end_id_unique" UNIQUE("end_to_end_id")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "pix_txid" text;--> statement-breakpoint
ALTER TABLE "pix_psp_settings" ADD CONSTRAINT "pix_psp_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_received" ADD CONSTRAINT "pix_received_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_received" ADD CONSTRAINT "pix_received_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pix_received_org_idx" ON "pix_received" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_pix_txid_unique" ON "appointments" USING btree ("pix_txid");