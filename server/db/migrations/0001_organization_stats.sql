CREATE TABLE "organization_stats" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"appointment_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_stats" ADD CONSTRAINT "organization_stats_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_org_created_idx" ON "appointments" USING btree ("organization_id","created_at");