CREATE TABLE "idea_receipts" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"idea_id" text NOT NULL,
	"revision" integer NOT NULL,
	"content_hash" text NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	"key_id" text NOT NULL,
	"signature" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idea_revisions" (
	"idea_id" text NOT NULL,
	"revision" integer NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "idea_revisions_idea_id_revision_pk" PRIMARY KEY("idea_id","revision")
);
--> statement-breakpoint
CREATE TABLE "idea_views" (
	"idea_id" text NOT NULL,
	"viewer_id" text NOT NULL,
	"surface" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "idea_views_idea_id_viewer_id_surface_hour_pk" PRIMARY KEY("idea_id","viewer_id","surface","hour")
);
--> statement-breakpoint
CREATE TABLE "receipt_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idea_revisions" ADD CONSTRAINT "idea_revisions_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_views" ADD CONSTRAINT "idea_views_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_views" ADD CONSTRAINT "idea_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idea_receipts_idea_revision_idx" ON "idea_receipts" USING btree ("idea_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "idea_receipts_hash_idx" ON "idea_receipts" USING btree ("hash");--> statement-breakpoint
CREATE UNIQUE INDEX "idea_receipts_prev_idx" ON "idea_receipts" USING btree ("prev_hash");--> statement-breakpoint
CREATE INDEX "idea_views_viewer_idx" ON "idea_views" USING btree ("viewer_id");--> statement-breakpoint
CREATE FUNCTION "idea_receipts_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'idea receipts are append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "idea_receipts_append_only" BEFORE UPDATE OR DELETE ON "idea_receipts" FOR EACH ROW EXECUTE FUNCTION "idea_receipts_append_only"();--> statement-breakpoint
CREATE TRIGGER "idea_receipts_no_truncate" BEFORE TRUNCATE ON "idea_receipts" FOR EACH STATEMENT EXECUTE FUNCTION "idea_receipts_append_only"();
