CREATE TABLE "crew_assignments" (
	"community_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"porter_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crew_assignments_community_id_weekday_pk" PRIMARY KEY("community_id","weekday"),
	CONSTRAINT "crew_assignments_weekday_check" CHECK ("crew_assignments"."weekday" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_actions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"schedule_id" integer NOT NULL,
	"porter_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"bag_count" integer,
	"note" text,
	"photo_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_actions_outcome_check" CHECK ("pickup_actions"."outcome" in ('collected', 'nothing_out', 'problem')),
	CONSTRAINT "pickup_actions_problem_check" CHECK ("pickup_actions"."outcome" <> 'problem' or ("pickup_actions"."reason" is not null and "pickup_actions"."photo_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "service_schedules" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "service_schedules" ADD COLUMN "outcome_action_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crew_assignments" ADD CONSTRAINT "crew_assignments_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_assignments" ADD CONSTRAINT "crew_assignments_porter_id_users_id_fk" FOREIGN KEY ("porter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_actions" ADD CONSTRAINT "pickup_actions_schedule_id_service_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."service_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_actions" ADD CONSTRAINT "pickup_actions_porter_id_users_id_fk" FOREIGN KEY ("porter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_actions" ADD CONSTRAINT "pickup_actions_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crew_assignments_porter_idx" ON "crew_assignments" USING btree ("porter_id","weekday");--> statement-breakpoint
CREATE INDEX "photos_uploaded_by_idx" ON "photos" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "pickup_actions_schedule_idx" ON "pickup_actions" USING btree ("schedule_id","occurred_at");--> statement-breakpoint
CREATE INDEX "pickup_actions_porter_idx" ON "pickup_actions" USING btree ("porter_id","received_at");--> statement-breakpoint
CREATE INDEX "pickup_actions_photo_idx" ON "pickup_actions" USING btree ("photo_id");--> statement-breakpoint
ALTER TABLE "service_schedules" ADD CONSTRAINT "service_schedules_outcome_action_id_pickup_actions_id_fk" FOREIGN KEY ("outcome_action_id") REFERENCES "public"."pickup_actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_porters_idx" ON "users" USING btree ("id") WHERE "users"."role" = 'porter';--> statement-breakpoint
ALTER TABLE "service_schedules" ADD CONSTRAINT "service_schedules_outcome_check" CHECK ("service_schedules"."outcome" in ('collected', 'nothing_out', 'problem'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('customer', 'admin', 'porter'));