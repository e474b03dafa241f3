-- Issue 32: an assistant's authorization request belongs to the first signed-in user who opens
-- it; only they, or an admin of their office, may allow or refuse it.
-- Its journal time is later than 0020's and 0021's, which were committed first: a database that
-- already ran those still runs this one (the migrator runs what is newer than its last), and one
-- that ran it under its first, earlier time runs it again harmlessly.
ALTER TABLE "mcp_oauth_requests" ADD COLUMN IF NOT EXISTS "user_id" uuid;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "mcp_oauth_requests" ADD CONSTRAINT "mcp_oauth_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;