CREATE TABLE "login_known_address" (
	"user_name" text NOT NULL,
	"address" text NOT NULL,
	"last_signed_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_known_address_user_name_address_pk" PRIMARY KEY("user_name","address")
);
--> statement-breakpoint
CREATE INDEX "login_known_address_last_signed_in_at_index" ON "login_known_address" USING btree ("last_signed_in_at");--> statement-breakpoint
CREATE INDEX "login_attempt_created_at_index" ON "login_attempt" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "login_attempt" DROP COLUMN "succeeded";