CREATE TABLE "appeals" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"decision" text NOT NULL,
	"target_id" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"decision_reason" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reply" text,
	"answered_by_id" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_decision_unique" ON "appeals" USING btree ("decision","target_id","decided_at");--> statement-breakpoint
CREATE INDEX "appeals_queue_idx" ON "appeals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "appeals_member_idx" ON "appeals" USING btree ("member_id");