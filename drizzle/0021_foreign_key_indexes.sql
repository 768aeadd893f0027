CREATE INDEX "image_uploads_uploaded_by_idx" ON "image_uploads" USING btree ("uploaded_by_id") WHERE "image_uploads"."uploaded_by_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","at");--> statement-breakpoint
CREATE INDEX "activities_child_idx" ON "activities" USING btree ("child_id") WHERE "activities"."child_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "activities_last_edited_by_idx" ON "activities" USING btree ("last_edited_by_id") WHERE "activities"."last_edited_by_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "event_media_media_idx" ON "event_media" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "event_submissions_event_idx" ON "event_submissions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "events_image_idx" ON "events" USING btree ("image_id") WHERE "events"."image_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "events_last_edited_by_idx" ON "events" USING btree ("last_edited_by_id") WHERE "events"."last_edited_by_id" IS NOT NULL;