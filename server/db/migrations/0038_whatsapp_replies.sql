CREATE TABLE "whatsapp_replies" (
	"organization_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"action" text NOT NULL,
	"appointment_id" uuid,
	"outcome" text DEFAULT 'received' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_replies_organization_id_message_id_pk" PRIMARY KEY("organization_id","message_id")
);
--> statement-breakpoint
ALTER TABLE "whatsapp_replies" ADD CONSTRAINT "whatsapp_replies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;