CREATE TABLE "access_request_events" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_id" text,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "access_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"idea_id" text NOT NULL,
	"requester_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"full_name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"nda_version" text NOT NULL,
	"nda_hash" text NOT NULL,
	"nda_text" text NOT NULL,
	"nda_custom" boolean DEFAULT false NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "nda_text" text;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "nda_auto_approve" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "access_request_events" ADD CONSTRAINT "access_request_events_request_id_access_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "access_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_request_events" ADD CONSTRAINT "access_request_events_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_request_events_request_idx" ON "access_request_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "access_requests_open_idx" ON "access_requests" USING btree ("idea_id","requester_id") WHERE "access_requests"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "access_requests_requester_status_idx" ON "access_requests" USING btree ("requester_id","status");--> statement-breakpoint
CREATE INDEX "access_requests_idea_status_idx" ON "access_requests" USING btree ("idea_id","status");