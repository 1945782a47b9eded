DROP INDEX "base_product_product_code_index";--> statement-breakpoint
DROP INDEX "product_product_code_index";--> statement-breakpoint
DROP INDEX "product_manufactured_index";--> statement-breakpoint
DROP INDEX "invoice_invoice_date_index";--> statement-breakpoint
DROP INDEX "sales_order_order_no_index";--> statement-breakpoint
DROP INDEX "sales_order_order_date_index";--> statement-breakpoint
DROP INDEX "sales_order_created_at_index";--> statement-breakpoint
DROP INDEX "ticket_closed_index";--> statement-breakpoint
CREATE INDEX "base_product_product_code_base_product_id_index" ON "base_product" USING btree ("product_code","base_product_id");--> statement-breakpoint
CREATE INDEX "base_product_base_product_name_base_product_id_index" ON "base_product" USING btree ("base_product_name","base_product_id");--> statement-breakpoint
CREATE INDEX "base_product_rawmaterial_desc_base_product_id_index" ON "base_product" USING btree ("rawmaterial_desc" NULLS FIRST,"base_product_id");--> statement-breakpoint
CREATE INDEX "base_product_visible_base_product_id_index" ON "base_product" USING btree ("visible","base_product_id");--> statement-breakpoint
CREATE INDEX "base_product_manufactured_base_product_id_index" ON "base_product" USING btree ("manufactured","base_product_id");--> statement-breakpoint
CREATE INDEX "base_product_search_trgm" ON "base_product" USING gin (("product_code" || ' ' || "base_product_name" || ' ' || coalesce("rawmaterial_desc", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_product_name_product_id_index" ON "product" USING btree ("product_name","product_id");--> statement-breakpoint
CREATE INDEX "product_product_code_product_id_index" ON "product" USING btree ("product_code","product_id");--> statement-breakpoint
CREATE INDEX "product_min_order_quantity_product_id_index" ON "product" USING btree ("min_order_quantity" NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "product_product_msl_product_id_index" ON "product" USING btree ("product_msl" NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "product_in_stock_product_id_index" ON "product" USING btree ("in_stock","product_id");--> statement-breakpoint
CREATE INDEX "product_margin_of_error_product_id_index" ON "product" USING btree ("margin_of_error","product_id");--> statement-breakpoint
CREATE INDEX "product_logo_type_product_id_index" ON "product" USING btree ("logo_type","product_id");--> statement-breakpoint
CREATE INDEX "product_manufactured_product_id_index" ON "product" USING btree ("manufactured","product_id");--> statement-breakpoint
CREATE INDEX "product_search_trgm" ON "product" USING gin (("product_code" || ' ' || "product_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dispatching_created_at_dispatch_id_index" ON "dispatching" USING btree ("created_at","dispatch_id");--> statement-breakpoint
CREATE INDEX "dispatching_delivered_at_dispatch_id_index" ON "dispatching" USING btree ("delivered_at" NULLS FIRST,"dispatch_id");--> statement-breakpoint
CREATE INDEX "dispatching_search_trgm" ON "dispatching" USING gin (("packing_slip_no" || ' ' || coalesce("tracking_no", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoice_invoice_date_invoice_id_index" ON "invoice" USING btree ("invoice_date","invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_due_date_invoice_id_index" ON "invoice" USING btree ("due_date","invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_total_price_invoice_id_index" ON "invoice" USING btree ("total_price","invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_price_inclgst_invoice_id_index" ON "invoice" USING btree ("price_inclgst","invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_profit_invoice_id_index" ON "invoice" USING btree ("profit" NULLS FIRST,"invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_paid_invoice_date_index" ON "invoice" USING btree ("paid","invoice_date");--> statement-breakpoint
CREATE INDEX "invoice_payment_date_invoice_id_index" ON "invoice" USING btree ("payment_date" NULLS FIRST,"invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_search_trgm" ON "invoice" USING gin ((coalesce("invoice_note", '') || ' ' || coalesce(lpad("dispatch_id"::text, greatest(6, length("dispatch_id"::text)), '0'), '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotation_eff_date_quotation_id_index" ON "quotation" USING btree ("eff_date","quotation_id");--> statement-breakpoint
CREATE INDEX "quotation_exp_date_quotation_id_index" ON "quotation" USING btree ("exp_date","quotation_id");--> statement-breakpoint
CREATE INDEX "quotation_created_at_quotation_id_index" ON "quotation" USING btree ("created_at","quotation_id");--> statement-breakpoint
CREATE INDEX "quotation_search_trgm" ON "quotation" USING gin ((coalesce("quotation_no", '') || ' ' || coalesce("template_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_order_order_no_order_id_index" ON "sales_order" USING btree ("order_no","order_id");--> statement-breakpoint
CREATE INDEX "sales_order_order_date_order_id_index" ON "sales_order" USING btree ("order_date","order_id");--> statement-breakpoint
CREATE INDEX "sales_order_required_date_order_id_index" ON "sales_order" USING btree ("required_date" NULLS FIRST,"order_id");--> statement-breakpoint
CREATE INDEX "sales_order_total_price_order_id_index" ON "sales_order" USING btree ("total_price","order_id");--> statement-breakpoint
CREATE INDEX "sales_order_price_inclgst_order_id_index" ON "sales_order" USING btree ("price_inclgst","order_id");--> statement-breakpoint
CREATE INDEX "sales_order_payment_date_order_id_index" ON "sales_order" USING btree ("payment_date" NULLS FIRST,"order_id");--> statement-breakpoint
CREATE INDEX "sales_order_created_at_order_id_index" ON "sales_order" USING btree ("created_at","order_id");--> statement-breakpoint
CREATE INDEX "sales_order_search_trgm" ON "sales_order" USING gin ((coalesce("order_no", '') || ' ' || coalesce("cust_order_no", '') || ' ' || coalesce("delivery_name", '') || ' ' || coalesce("delivery_address", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ticket_closed_ticket_id_index" ON "ticket" USING btree ("closed","ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_created_at_ticket_id_index" ON "ticket" USING btree ("created_at","ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_search_trgm" ON "ticket" USING gin ((coalesce("content", '') || ' ' || coalesce("result", '') || ' ' || coalesce("contect_person", '') || ' ' || coalesce("contect_no", '')) gin_trgm_ops);