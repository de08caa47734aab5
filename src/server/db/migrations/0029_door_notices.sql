-- Graded notices at residents' doors, their fees, each community's ladder and exempt doors, and
-- the crew's thank-you notes (docs/decisions/061-door-notices.md).
CREATE TABLE "door_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"community_id" integer,
	"schedule_id" integer NOT NULL,
	"action_id" uuid NOT NULL,
	"service_date" date NOT NULL,
	"kind" text NOT NULL,
	"proposed_kind" text NOT NULL,
	"reason" text,
	"status" text NOT NULL,
	"fee_cents" integer,
	"photo_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"issued_at" timestamp with time zone,
	"dispute_note" text,
	"dispute_photo_id" uuid,
	"disputed_at" timestamp with time zone,
	"dispute_decided_by" integer,
	"dispute_decided_at" timestamp with time zone,
	"dispute_decision_note" text,
	CONSTRAINT "door_notices_kind_check" CHECK ("door_notices"."kind" in ('courtesy', 'warning', 'fee', 'thanks') and "door_notices"."proposed_kind" in ('courtesy', 'warning', 'fee', 'thanks')),
	CONSTRAINT "door_notices_status_check" CHECK ("door_notices"."status" in ('awaiting_approval', 'issued', 'waived', 'disputed', 'upheld', 'withdrawn')),
	CONSTRAINT "door_notices_reason_check" CHECK (("door_notices"."kind" = 'thanks') = ("door_notices"."reason" is null)),
	CONSTRAINT "door_notices_fee_check" CHECK (("door_notices"."kind" = 'fee') = ("door_notices"."fee_cents" is not null) and coalesce("door_notices"."fee_cents", 1) > 0),
	CONSTRAINT "door_notices_issued_check" CHECK ("door_notices"."status" in ('awaiting_approval', 'waived') or "door_notices"."issued_at" is not null),
	CONSTRAINT "door_notices_dispute_check" CHECK ("door_notices"."status" not in ('disputed', 'upheld', 'withdrawn') or ("door_notices"."disputed_at" is not null and "door_notices"."dispute_note" is not null))
);
--> statement-breakpoint
CREATE TABLE "notice_exemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notice_fees" (
	"notice_id" integer PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"collect" text NOT NULL,
	"state" text NOT NULL,
	"provider_item_ref" text,
	"ledger_month" date,
	"credited_month" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_fees_amount_check" CHECK ("notice_fees"."amount_cents" > 0),
	CONSTRAINT "notice_fees_state_check" CHECK ("notice_fees"."state" in ('charged', 'held', 'cancelled', 'credited') and "notice_fees"."collect" in ('next_bill', 'property_ledger', 'by_hand'))
);
--> statement-breakpoint
CREATE TABLE "notice_ladders" (
	"community_id" integer PRIMARY KEY NOT NULL,
	"window_days" integer NOT NULL,
	"courtesy_notices" integer NOT NULL,
	"warnings" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"fee_min_cents" integer NOT NULL,
	"fee_max_cents" integer NOT NULL,
	"warnings_need_approval" boolean NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_ladders_bounds_check" CHECK ("notice_ladders"."window_days" between 7 and 90
        and "notice_ladders"."courtesy_notices" between 0 and 5
        and "notice_ladders"."warnings" between 0 and 5
        and "notice_ladders"."fee_min_cents" >= 500
        and "notice_ladders"."fee_max_cents" <= 10000
        and "notice_ladders"."fee_cents" between "notice_ladders"."fee_min_cents" and "notice_ladders"."fee_max_cents")
);
--> statement-breakpoint
ALTER TABLE "pickup_actions" ADD COLUMN "thanks" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "door_notices" ADD CONSTRAINT "door_notices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_notices" ADD CONSTRAINT "door_notices_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_notices" ADD CONSTRAINT "door_notices_schedule_id_service_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."service_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_notices" ADD CONSTRAINT "door_notices_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_notices" ADD CONSTRAINT "door_notices_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_notices" ADD CONSTRAINT "door_notices_dispute_photo_id_photos_id_fk" FOREIGN KEY ("dispute_photo_id") REFERENCES "public"."photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_notices" ADD CONSTRAINT "door_notices_dispute_decided_by_users_id_fk" FOREIGN KEY ("dispute_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_exemptions" ADD CONSTRAINT "notice_exemptions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_exemptions" ADD CONSTRAINT "notice_exemptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_fees" ADD CONSTRAINT "notice_fees_notice_id_door_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."door_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_fees" ADD CONSTRAINT "notice_fees_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_ladders" ADD CONSTRAINT "notice_ladders_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_ladders" ADD CONSTRAINT "notice_ladders_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "door_notices_schedule_key" ON "door_notices" USING btree ("schedule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "door_notices_action_key" ON "door_notices" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "door_notices_subscription_idx" ON "door_notices" USING btree ("subscription_id","service_date");--> statement-breakpoint
CREATE INDEX "door_notices_community_idx" ON "door_notices" USING btree ("community_id","status","service_date");--> statement-breakpoint
CREATE INDEX "door_notices_status_idx" ON "door_notices" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "door_notices_photo_idx" ON "door_notices" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "door_notices_dispute_photo_idx" ON "door_notices" USING btree ("dispute_photo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_exemptions_active_key" ON "notice_exemptions" USING btree ("subscription_id") WHERE "notice_exemptions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "notice_fees_ledger_idx" ON "notice_fees" USING btree ("ledger_month");--> statement-breakpoint
CREATE INDEX "notice_fees_credited_idx" ON "notice_fees" USING btree ("credited_month");