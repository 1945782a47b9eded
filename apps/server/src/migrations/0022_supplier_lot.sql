ALTER TABLE "unloading_detail" ADD COLUMN "supplier_lot" text;--> statement-breakpoint
ALTER TABLE "raw_material_box" ADD COLUMN "supplier_lot" text;--> statement-breakpoint
CREATE INDEX "raw_material_box_supplier_lot_index" ON "raw_material_box" USING btree ("supplier_lot");