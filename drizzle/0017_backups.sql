CREATE TABLE "backups" (
	"id" text PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"bytes" bigint NOT NULL,
	"driver" text NOT NULL,
	"archive" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "backups_taken_at_idx" ON "backups" USING btree ("taken_at");