import type { Translator } from '../i18n/translate.ts';
import type { Plan, PlanFeature } from '../plans.ts';
import { BOXES_BROKEN_DOWN_PER_PICKUP } from './service-policy.ts';
import { pickupWindowIn, weekdaysShortIn } from './site-formats.ts';

/**
 * A plan card's lines in one language, made from the plan's own days, bags and what it includes;
 * in English they read as the plan catalogue's (a test keeps the two the same).
 */
export function planFeatures({ language, t }: Translator, plan: Plan): PlanFeature[] {
  const [, , , recycling, boxes, special] = plan.features.map((feature) => feature.included);
  return [
    {
      text: t('site.plan.feature.pickups', {
        count: plan.pickupDays.length,
        days: weekdaysShortIn(language, plan.pickupDays),
      }),
      included: true,
    },
    { text: t('site.plan.feature.bags', { count: plan.bagsPerPickup }), included: true },
    { text: t('site.plan.feature.window', { window: pickupWindowIn(language) }), included: true },
    { text: t('site.plan.feature.recycling'), included: recycling === true },
    {
      text: boxes
        ? t('site.plan.feature.boxesUpTo', { count: BOXES_BROKEN_DOWN_PER_PICKUP })
        : t('site.plan.feature.boxes'),
      included: boxes === true,
    },
    { text: t('site.plan.feature.special'), included: special === true },
  ];
}
