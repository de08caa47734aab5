CREATE TABLE "analytics_cancellation_days" (
	"day" date NOT NULL,
	"reason" text,
	"cancellations" integer NOT NULL,
	CONSTRAINT "analytics_cancellation_days_key" UNIQUE NULLS NOT DISTINCT("day","reason")
);
--> statement-breakpoint
CREATE TABLE "analytics_problem_days" (
	"service_date" date NOT NULL,
	"week" date NOT NULL,
	"community_id" integer,
	"porter_id" integer,
	"reason" text NOT NULL,
	"problems" integer NOT NULL,
	CONSTRAINT "analytics_problem_days_key" UNIQUE NULLS NOT DISTINCT("service_date","community_id","porter_id","reason")
);
--> statement-breakpoint
CREATE TABLE "analytics_route_days" (
	"service_date" date NOT NULL,
	"week" date NOT NULL,
	"porter_id" integer NOT NULL,
	"checked_in" integer NOT NULL,
	"span_seconds" integer NOT NULL,
	CONSTRAINT "analytics_route_days_service_date_porter_id_pk" PRIMARY KEY("service_date","porter_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_service_days" (
	"service_date" date NOT NULL,
	"week" date NOT NULL,
	"community_id" integer,
	"porter_id" integer,
	"stops" integer NOT NULL,
	"completed" integer NOT NULL,
	"held" integer NOT NULL,
	"problems" integer NOT NULL,
	"checked_in" integer NOT NULL,
	"span_seconds" integer NOT NULL,
	"tickets" integer NOT NULL,
	"missed_reported" integer NOT NULL,
	"missed_upheld" integer NOT NULL,
	CONSTRAINT "analytics_service_days_key" UNIQUE NULLS NOT DISTINCT("service_date","community_id","porter_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_signup_days" (
	"day" date NOT NULL,
	"week" date NOT NULL,
	"community_id" integer,
	"started" integer NOT NULL,
	"paid" integer NOT NULL,
	CONSTRAINT "analytics_signup_days_key" UNIQUE NULLS NOT DISTINCT("day","community_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_snapshot_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_snapshot_state_one_row" CHECK ("analytics_snapshot_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "analytics_ticket_resolutions" (
	"ticket_id" integer PRIMARY KEY NOT NULL,
	"resolved_on" date NOT NULL,
	"week" date NOT NULL,
	"community_id" integer,
	"porter_id" integer,
	"minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_ticket_resolutions_day_idx" ON "analytics_ticket_resolutions" USING btree ("resolved_on");