-- Property-paid doors and property managers (docs/decisions/059-properties-as-customers.md): a
-- subscription is paid by its resident or by its community's contract, and a manager sees only the
-- communities listed for them in community_managers.
CREATE TABLE "community_managers" (
	"user_id" integer NOT NULL,
	"community_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_managers_user_id_community_id_pk" PRIMARY KEY("user_id","community_id")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payer" text DEFAULT 'resident' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "contract_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "community_managers" ADD CONSTRAINT "community_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_managers" ADD CONSTRAINT "community_managers_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_managers_community_idx" ON "community_managers" USING btree ("community_id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_contract_id_property_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."property_contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_contract_idx" ON "subscriptions" USING btree ("contract_id") WHERE "subscriptions"."contract_id" is not null;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payer_check" CHECK ("subscriptions"."payer" in ('resident', 'property') and ("subscriptions"."payer" = 'property') = ("subscriptions"."contract_id" is not null) and ("subscriptions"."payer" = 'resident' or "subscriptions"."provider" is null));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('customer', 'admin', 'porter', 'manager'));