-- The trigram index of the customer search (customers.tables.ts); PGlite loads the extension in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "customer_company_customer_id_index" ON "customer" USING btree ("company","customer_id");--> statement-breakpoint
CREATE INDEX "customer_customer_code_customer_id_index" ON "customer" USING btree ("customer_code","customer_id");--> statement-breakpoint
CREATE INDEX "customer_created_at_customer_id_index" ON "customer" USING btree ("created_at","customer_id");--> statement-breakpoint
CREATE INDEX "customer_last_order_date_customer_id_index" ON "customer" USING btree ("last_order_date" NULLS FIRST,"customer_id");--> statement-breakpoint
CREATE INDEX "customer_search_trgm" ON "customer" USING gin ((coalesce("company", '') || ' ' || coalesce("customer_code", '') || ' ' || coalesce("customer_number", '') || ' ' || coalesce("contact_person", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("mobile", '') || ' ' || coalesce("email", '') || ' ' || coalesce("address1", '') || ' ' || coalesce("address2", '') || ' ' || coalesce("postal_code", '')) gin_trgm_ops);