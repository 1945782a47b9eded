-- Groups are keyed by type (issue 31 item 6): where a type has more than one group, the oldest stays.
DELETE FROM "monitor_product_group" AS later USING "monitor_product_group" AS first WHERE later."type" = first."type" AND later."monitor_product_group_id" > first."monitor_product_group_id";--> statement-breakpoint
DROP INDEX "monitor_product_group_type_index";--> statement-breakpoint
CREATE UNIQUE INDEX "monitor_product_group_type_index" ON "monitor_product_group" USING btree ("type");