-- Those who receive goods hold the report of what they received (issue 31 item 15): a database seeded before this
-- gives the Warehouse role the Inspection Report page (a new database gets it from the seed; nothing here then).
INSERT INTO "role_page_mapping" ("role_id", "page_id")
SELECT "role"."role_id", "page"."page_id"
FROM "role", "page"
WHERE "role"."role_name" = 'Warehouse' AND "page"."page_url" = '/inspection-report'
ON CONFLICT ("role_id", "page_id") DO NOTHING;
