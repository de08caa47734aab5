import type { SubscriptionInfo } from '../../domain/schemas/payments';
import type { Subscription } from '../../domain/schemas/subscription';
import type { ResidentPickups } from '../../domain/schemas/tickets';
import type { UserReply } from '../../domain/schemas/user';
import { fetchSubscriptionInfo } from '../features/payments/api/fetch-subscription-info';
import { fetchSubscriptions } from '../features/subscriptions/api/fetch-subscriptions';
import { fetchPickups } from '../features/tickets/api/fetch-pickups';

/**
 * What a React island's screen asks the server before it can show anything, asked by the islands
 * script as it starts, while React's code is still on its way
 * (docs/decisions/048-islands-ask-before-react-arrives.md). Undefined is a question that failed:
 * the screen asks it again itself and shows that failure as it always has.
 */
export type EarlyAnswers = {
  user?: UserReply | null;
  subscriptions?: Subscription[];
  signUp?: SubscriptionInfo;
  pickups?: ResidentPickups;
};

const orUndefined = <T>(question: Promise<T>) => question.catch(() => undefined);

/** The sign-up steps: who is signed in and, for a customer, the information saved so far. */
export async function askSignUpQuestions(user: Promise<UserReply | null>): Promise<EarlyAnswers> {
  const signedIn = await orUndefined(user);
  if (!signedIn) return { user: signedIn };
  return { user: signedIn, signUp: await orUndefined(fetchSubscriptionInfo()) };
}

/** The portal: who is signed in and then, together, what its dashboard shows. */
export async function askPortalQuestions(user: Promise<UserReply | null>): Promise<EarlyAnswers> {
  const signedIn = await orUndefined(user);
  if (!signedIn) return { user: signedIn };
  const [subscriptions, signUp, pickups] = await Promise.all([
    orUndefined(fetchSubscriptions()),
    orUndefined(fetchSubscriptionInfo()),
    orUndefined(fetchPickups()),
  ]);
  return { user: signedIn, subscriptions, signUp, pickups };
}
