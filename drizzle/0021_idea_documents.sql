CREATE TABLE "idea_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"idea_id" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_documents_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "idea_documents" ADD CONSTRAINT "idea_documents_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idea_documents_idea_idx" ON "idea_documents" USING btree ("idea_id","created_at");