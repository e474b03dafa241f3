CREATE TABLE "office_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"release_unpaid_after_minutes" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"location_kind" text DEFAULT 'online' NOT NULL,
	"location_detail" text,
	"slot_interval_minutes" integer,
	"minimum_notice_minutes" integer,
	"maximum_horizon_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "office_service_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_override_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "duration_override_minutes" integer;--> statement-breakpoint
ALTER TABLE "office_services" ADD CONSTRAINT "office_services_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "office_services_organization_idx" ON "office_services" USING btree ("organization_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_office_service_id_office_services_id_fk" FOREIGN KEY ("office_service_id") REFERENCES "public"."office_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_office_service_user_unique" ON "products" USING btree ("office_service_id","user_id");