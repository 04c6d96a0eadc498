DROP INDEX "ideas_created_idx";--> statement-breakpoint
DROP INDEX "ideas_category_created_idx";--> statement-breakpoint
DROP INDEX "ideas_price_idx";--> statement-breakpoint
CREATE INDEX "ideas_listing_created_idx" ON "ideas" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"review_status","hidden_at","creator_suspended","creator_id","category","type","require_nda","desired_price");--> statement-breakpoint
CREATE INDEX "ideas_listing_category_created_idx" ON "ideas" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"review_status","hidden_at","creator_suspended","creator_id","type","require_nda","desired_price");--> statement-breakpoint
CREATE INDEX "ideas_listing_price_idx" ON "ideas" USING btree ("desired_price","id","review_status","hidden_at","creator_suspended","creator_id","category","type","require_nda","created_at");