DROP INDEX "unloading_inspection_po_id_index";--> statement-breakpoint
ALTER TABLE "po_detail" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "po_detail" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "po_detail" ADD COLUMN "closed_by" integer;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "unloading_detail" ADD COLUMN "over_receipt_qty" numeric(14, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "unloading_detail" ADD COLUMN "over_receipt_confirmed_by" integer;--> statement-breakpoint
ALTER TABLE "unloading_detail" ADD COLUMN "over_receipt_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "po_detail" ADD CONSTRAINT "po_detail_closed_by_employee_employee_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."employee"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_cancelled_by_employee_employee_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."employee"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unloading_detail" ADD CONSTRAINT "unloading_detail_over_receipt_confirmed_by_employee_employee_id_fk" FOREIGN KEY ("over_receipt_confirmed_by") REFERENCES "public"."employee"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "po_detail_closed_by_index" ON "po_detail" USING btree ("closed_by");--> statement-breakpoint
CREATE INDEX "purchase_order_cancelled_by_index" ON "purchase_order" USING btree ("cancelled_by");--> statement-breakpoint
CREATE INDEX "unloading_detail_over_receipt_confirmed_by_index" ON "unloading_detail" USING btree ("over_receipt_confirmed_by");--> statement-breakpoint
CREATE UNIQUE INDEX "unloading_inspection_open_po_id_index" ON "unloading_inspection" USING btree ("po_id") WHERE "unloading_inspection"."status" = 1;--> statement-breakpoint
CREATE INDEX "unloading_inspection_po_id_index" ON "unloading_inspection" USING btree ("po_id");