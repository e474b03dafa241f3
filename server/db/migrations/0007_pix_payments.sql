ALTER TABLE "appointments" ADD COLUMN "payment_status" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "payment_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "pix_br_code" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "release_unpaid_after_minutes" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pix_key_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pix_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pix_merchant_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pix_merchant_city" text;--> statement-breakpoint
CREATE INDEX "appointments_payment_due_idx" ON "appointments" USING btree ("payment_due_at") WHERE "appointments"."payment_status" = 'pending';