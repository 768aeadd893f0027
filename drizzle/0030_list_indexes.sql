CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quote_requests_activity_status_idx" ON "quote_requests" USING btree ("activity_id","lead_status","created_at","id");--> statement-breakpoint
CREATE INDEX "quote_requests_name_trgm_idx" ON "quote_requests" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quote_requests_email_trgm_idx" ON "quote_requests" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quote_requests_name_idx" ON "quote_requests" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "quote_requests_email_idx" ON "quote_requests" USING btree ("email","id");