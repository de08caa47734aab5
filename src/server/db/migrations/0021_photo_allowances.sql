DROP INDEX "photos_uploaded_by_idx";--> statement-breakpoint
CREATE INDEX "photos_uploaded_by_created_idx" ON "photos" USING btree ("uploaded_by","created_at");--> statement-breakpoint
CREATE INDEX "photos_created_at_idx" ON "photos" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tickets_photo_idx" ON "tickets" USING btree ("photo_id");