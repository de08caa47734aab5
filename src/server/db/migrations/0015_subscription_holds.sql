CREATE TABLE "subscription_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"returns_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_holds_dates_check" CHECK ("subscription_holds"."returns_on" > "subscription_holds"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "subscription_holds" ADD CONSTRAINT "subscription_holds_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_holds_subscription_idx" ON "subscription_holds" USING btree ("subscription_id","starts_on");--> statement-breakpoint
CREATE INDEX "subscription_holds_starts_on_idx" ON "subscription_holds" USING btree ("starts_on");