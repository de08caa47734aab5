import type { PlainMessageId } from '../../../../domain/i18n/translate';
import type { PlanChangeKind } from '../../../../domain/plans';

/** The plan button's words: Upgrade Plan, or Change Plan on the largest plan. */
export const PLAN_CHANGE_LABEL: Record<PlanChangeKind, PlainMessageId> = {
  upgrade: 'portal.plan.upgrade',
  change: 'portal.plan.changePlan',
};
