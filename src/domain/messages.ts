// User-facing texts (docs/product.md#customer-facing-messages), in one place for the client, the
// server and tests.
export const MESSAGES = {
  loginFailedTitle: 'Login failed',
  loginFailedDefault: 'Invalid username or password',
  loginFormFallback: 'Login failed. Please try again.',
  loginSuccessTitle: 'Login successful',
  welcomeBack: (name: string) => `Welcome back, ${name}!`,
  registrationFailedTitle: 'Registration failed',
  registrationFailedDefault: 'Could not create account',
  registrationSuccessTitle: 'Registration successful',
  registrationSuccessText: 'Your account has been created successfully.',
  logoutFailedTitle: 'Logout failed',
  logoutFailedDefault: 'Something went wrong',
  loggedOutTitle: 'Logged out',
  loggedOutText: 'You have been logged out successfully.',
  accessDeniedTitle: 'Access Denied',
  accessDeniedText: "You don't have permission to access the admin area.",
  adminLoginFailedTitle: 'Login Failed',
  adminLoginFailedDefault: 'Failed to login as admin',
  adminLoginSuccessTitle: 'Login successful',
  signupSavedTitle: 'Information saved',
  signupErrorTitle: 'Error',
  signupErrorText: 'Could not process your information. Please try again.',
  forgotSent: 'Password reset link sent to your email. Please check your inbox.',
  forgotFailed: 'Failed to send password reset email',
  unexpectedError: 'An unexpected error occurred',
  resetNoToken: 'No reset token provided',
  resetInvalidToken: 'Invalid or expired token',
  resetVerifyError: 'An error occurred while verifying your token',
  resetFailed: 'Failed to reset password',
  resetSuccessTitle: 'Password reset successful',
  resetSuccessText: 'Your password has been changed. You can now log in with your new password.',
  passwordChangedTitle: 'Password changed',
  passwordChangedText: 'Your password has been updated.',
  passwordChangeFailed: 'Failed to change password',
  currentPasswordWrong: 'Current password is incorrect',
  subscriptionsLoadFailed: 'Failed to load subscriptions. Please try again.',
  notAuthenticated: 'Not authenticated',
  adminOnly: 'Admin access required',
  adminKeyInvalid: 'Invalid admin key',
  notAdmin: 'This account does not have admin access',
  adminUseAdminLogin: 'Administrators sign in on the admin sign-in page',
  crewOnly: 'Crew access required',
  managerOnly: 'Property manager access required',
  crewCannotSubscribe: 'Crew accounts cannot hold a pickup plan. Sign in with a customer account.',
  usernameTaken: 'Username is already taken',
  zipInvalid: 'Enter a 5-digit ZIP code',
  // An account's ZIP code left empty or shorter than five (docs/product.md#sign-up-flow).
  zipRequired: 'ZIP code is required',
  zipNotServed: "We don't serve this ZIP code yet.",
  emailTaken: 'An account with this email already exists',
  forgotAccepted: 'If an account exists for that email, a reset link is on its way.',
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Please wait ${minutes} minutes and try again.`,
  contactSentText: "We'll get back to you as soon as possible.",
  validationFailed: 'Please correct the highlighted fields.',
  notFound: 'Not found',
  internalError: 'Something went wrong on our side. Please try again.',
  serverBusy: 'We are busy right now. Please try again in a moment.',
  todayOpenTooOften: (windows: number) =>
    `The Today board is already live in ${windows} of your windows. Close one to make this one live.`,
  todayStreamsFull:
    'Live updates are busy right now. The board still refreshes every minute and goes live again soon.',

  // The customer's own service details (docs/product.md#service-details); the first three are
  // the sign-up's too, for the shared community picker.
  communityNotInZip: 'Choose a community from the list for this ZIP code.',
  communityNotListed: "My community isn't listed",
  joinWaitlist: 'Join the waitlist',
  doorstepNeedsPlan: 'Your gate code and instructions are kept with a plan. Choose a plan first.',
  nothingChanged: 'Nothing to save: these are already your details.',
  emailSameAsCurrent: 'This is already your email.',
  emailChangeSent: (email: string) =>
    `We sent a confirmation link to ${email}. Your email changes when you follow it.`,
  emailChangeSentTitle: 'Check your new inbox',
  emailChangeFailed: 'Could not start the email change. Please try again.',
  emailChangeLinkInvalid: 'This link is invalid or has expired. Ask for a new one in your portal.',
  emailChanged: (email: string) => `Your sign-in email is now ${email}.`,
  emailChangeConfirming: 'Confirming your new email…',
  customerNotFound: 'Customer not found',
  serviceHistoryFailed: 'Could not load the service history. Please try again.',
  serviceHistoryEmpty: 'No changes yet.',

  // The waitlist (docs/product.md#waitlist).
  waitlistKindRequired: 'Choose apartment or house',
  waitlistEmailInvalid: 'Please enter a valid email address',
  waitlistZipServed: 'Good news: we already serve this ZIP code. Sign up to start service.',
  waitlistCheckEmailText:
    'We sent you a link. Follow it to confirm your place on the waitlist. If it has not arrived in a few minutes, check your spam folder.',
  waitlistConfirmedText: "We'll email you as soon as we serve your ZIP code.",
  waitlistInvalidToken:
    'This confirmation link is invalid or has expired. Join the waitlist again to get a new one.',

  // The one sign-up: where the door is, and the information step (docs/product.md#sign-up-flow).
  communityRequired:
    'Choose your community, or choose "My community isn\'t listed" and type its name.',
  communityEitherOr: 'Choose a listed community or type a name, not both.',
  signupAlreadyPaid:
    'This subscription is already paid. Change your details from the client portal.',
  signupUpdatedTitle: 'Information updated',
  unfinishedSignUpTitle: "You haven't finished signing up",
  /** Where the empty state would be, while a sign-up waits for payment. */
  unfinishedSignUpEmpty: 'Your pickups and bills will show here once you finish signing up.',
  unfinishedSignUpText: (plan: string) =>
    `Your details are saved. Pay for the ${plan} plan to start doorstep pickup.`,
  continueToPayment: 'Continue to payment',
} as const;

// Service area administration: served ZIP codes, communities and the requests to match
// (docs/product.md#service-areas), in the office's words.
export const SERVICE_AREA_TEXT = {
  cityRequired: 'Enter the city',
  communityNameRequired: "Enter the community's name",
  streetRequired: 'Enter the street address',
  phoneInvalid: 'Enter a 10-digit phone number',
  emailInvalid: 'Enter a valid email address',
  activeRequired: 'Say whether the community is active',
  communityNotFound: 'Community not found',
  requestNotFound: 'This customer has no community to match',
  chooseCommunity: 'Choose a community',
  zipAlreadyServed: (zip: string) => `We already serve ${zip}.`,
  zipNotFound: 'We do not serve this ZIP code',
  zipInUse: (zip: string, customers: number, communities: number) => {
    const parts = [
      customers > 0
        ? `${customers} ${customers === 1 ? 'customer' : 'customers'} with a live subscription`
        : '',
      communities > 0
        ? `${communities} active ${communities === 1 ? 'community' : 'communities'}`
        : '',
    ].filter(Boolean);
    return `${zip} still has ${parts.join(' and ')}. Move or deactivate them first.`;
  },
  communityZipNotServed: 'Add this ZIP code to the service area first',
  communityTaken: (name: string, zip: string) => `${name} is already listed in ${zip}.`,
  communityNotInZip: (zip: string) => `Choose an active community in ${zip}`,
  zipCheckFailed: 'We could not check that ZIP code right now. Please try again.',
  otherAddresses: 'Other addresses',
  zipAddedTitle: 'ZIP code added',
  zipAddedText: (zip: string, city: string) => `We now serve ${zip} (${city}).`,
  zipRemovedTitle: 'ZIP code removed',
  communitySavedTitle: 'Community saved',
  communitySavedText: (name: string) => `${name} is up to date.`,
  matchedTitle: 'Community matched',
  matchedText: (customer: string, community: string) => `${customer} now lives in ${community}.`,
  changeFailedTitle: 'Not saved',
  changeFailedDefault: 'Something went wrong. Please try again.',
  listFailed: 'Failed to load the service area',
} as const;
