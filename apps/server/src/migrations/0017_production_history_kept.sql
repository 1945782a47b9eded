ALTER TABLE "daily_report" DROP CONSTRAINT "daily_report_machine_id_machine_machine_id_fk";
--> statement-breakpoint
ALTER TABLE "suborder" DROP CONSTRAINT "suborder_work_order_id_work_order_work_order_id_fk";
--> statement-breakpoint
ALTER TABLE "suborder_log" DROP CONSTRAINT "suborder_log_suborder_id_suborder_suborder_id_fk";
--> statement-breakpoint
ALTER TABLE "suborder_used_box" DROP CONSTRAINT "suborder_used_box_suborder_log_id_suborder_log_suborder_log_id_fk";
--> statement-breakpoint
ALTER TABLE "suborder_used_box" DROP CONSTRAINT "suborder_used_box_suborder_id_suborder_suborder_id_fk";
--> statement-breakpoint
ALTER TABLE "working_arrangement" DROP CONSTRAINT "working_arrangement_machine_id_machine_machine_id_fk";
--> statement-breakpoint
ALTER TABLE "daily_report" ADD CONSTRAINT "daily_report_machine_id_machine_machine_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machine"("machine_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suborder" ADD CONSTRAINT "suborder_work_order_id_work_order_work_order_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_order"("work_order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suborder_log" ADD CONSTRAINT "suborder_log_suborder_id_suborder_suborder_id_fk" FOREIGN KEY ("suborder_id") REFERENCES "public"."suborder"("suborder_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suborder_used_box" ADD CONSTRAINT "suborder_used_box_suborder_log_id_suborder_log_suborder_log_id_fk" FOREIGN KEY ("suborder_log_id") REFERENCES "public"."suborder_log"("suborder_log_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suborder_used_box" ADD CONSTRAINT "suborder_used_box_suborder_id_suborder_suborder_id_fk" FOREIGN KEY ("suborder_id") REFERENCES "public"."suborder"("suborder_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_arrangement" ADD CONSTRAINT "working_arrangement_machine_id_machine_machine_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machine"("machine_id") ON DELETE no action ON UPDATE no action;