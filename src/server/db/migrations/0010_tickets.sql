CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photo_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution" text,
	"return_schedule_id" integer,
	"return_date" date,
	"credit_cents" integer,
	"credit_applied" boolean,
	"resolution_note" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "tickets_status_check" CHECK ("tickets"."status" in ('open', 'resolved')),
	CONSTRAINT "tickets_resolution_check" CHECK (("tickets"."status" = 'open') = ("tickets"."resolution" is null and "tickets"."resolved_at" is null)),
	CONSTRAINT "tickets_credit_check" CHECK ("tickets"."resolution" is distinct from 'credit' or ("tickets"."credit_cents" > 0 and "tickets"."credit_applied" is not null))
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_schedule_id_service_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."service_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_return_schedule_id_service_schedules_id_fk" FOREIGN KEY ("return_schedule_id") REFERENCES "public"."service_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_schedule_key" ON "tickets" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "tickets_status_idx" ON "tickets" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "tickets_user_idx" ON "tickets" USING btree ("user_id");