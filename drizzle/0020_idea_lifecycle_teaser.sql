CREATE TABLE "idea_page_views" (
	"idea_id" text NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "idea_page_views_idea_id_day_visitor_pk" PRIMARY KEY("idea_id","day","visitor")
);
--> statement-breakpoint
DROP INDEX "ideas_listing_created_idx";--> statement-breakpoint
DROP INDEX "ideas_listing_category_created_idx";--> statement-breakpoint
DROP INDEX "ideas_listing_price_idx";--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "teaser" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "idea_page_views" ADD CONSTRAINT "idea_page_views_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ideas_listing_created_idx" ON "ideas" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"review_status","hidden_at","archived_at","creator_suspended","creator_id","category","type","require_nda","desired_price");--> statement-breakpoint
CREATE INDEX "ideas_listing_category_created_idx" ON "ideas" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"review_status","hidden_at","archived_at","creator_suspended","creator_id","type","require_nda","desired_price");--> statement-breakpoint
CREATE INDEX "ideas_listing_price_idx" ON "ideas" USING btree ("desired_price","id","review_status","hidden_at","archived_at","creator_suspended","creator_id","category","type","require_nda","created_at");--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_teaser_length" CHECK (char_length("ideas"."teaser") <= 500);