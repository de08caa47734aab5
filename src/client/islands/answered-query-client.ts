import { USER_QUERY_KEY } from '../features/auth/api/get-user';
import { SUBSCRIPTION_INFO_QUERY_KEY } from '../features/payments/api/get-subscription-info';
import { SUBSCRIPTIONS_QUERY_KEY } from '../features/subscriptions/api/get-subscriptions';
import { PICKUPS_QUERY_KEY } from '../features/tickets/api/get-pickups';
import { createQueryClient } from '../lib/query-client';
import type { EarlyAnswers } from './early-answers';

/**
 * An island's query cache holding the islands script's early answers
 * (docs/decisions/048-islands-ask-before-react-arrives.md). The island renders with it once they
 * are in: its first render is the screen itself, and no answer arrives while React renders it in
 * slices (one would make React redo the whole transition in a single long task).
 */
export function answeredQueryClient(answers: EarlyAnswers) {
  const client = createQueryClient();
  const seeds = [
    [USER_QUERY_KEY, answers.user],
    [SUBSCRIPTIONS_QUERY_KEY, answers.subscriptions],
    [SUBSCRIPTION_INFO_QUERY_KEY, answers.signUp],
    [PICKUPS_QUERY_KEY, answers.pickups],
  ] as const;
  for (const [key, data] of seeds) if (data !== undefined) client.setQueryData(key, data);
  return client;
}
