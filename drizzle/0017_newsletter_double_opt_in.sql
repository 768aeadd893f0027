-- Double opt-in (decisions.md 18). Rows already on the list were never confirmed: they stay pending
-- (confirmed_at null, no newsletter) until the person subscribes again and follows the mail's link.
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_confirm_token_uq" ON "newsletter_subscribers" USING btree ("confirm_token_hash");
