// The office's texts (docs/product.md#customer-facing-messages), in one place for
// the client, the server and the tests.
export const ADMIN_TEXT = {
  loading: 'Loading admin data...',
  loadErrorTitle: 'Error Loading Data',
  loadErrorDefault: 'Failed to load admin data',
  usersFetchFailed: 'Failed to fetch users data',
  subscriptionsFetchFailed: 'Failed to fetch subscriptions data',
  schedulesFetchFailed: 'Failed to fetch service schedules',
  noUsers: 'No users found',
  noSubscriptions: 'No subscriptions found',
  noSchedules: 'No service schedules found. Click "Schedule Service" to create one.',
  dialogTitle: 'Schedule New Service',
  dialogDescription: 'Create a new service appointment for a subscription.',
  datePlaceholder: 'Pick a date',
  notesPlaceholder: 'Any special instructions or notes',
  scheduledTitle: 'Service Scheduled',
  scheduledText: (date: string) => `Service scheduled for ${date}`,
  scheduleFailedTitle: 'Error',
  scheduleFailedDefault: 'Failed to schedule service',
  updatedTitle: 'Service updated',
  updatedText: (customer: string, date: string, status: string) =>
    `${customer}'s pickup on ${date} marked ${status}.`,
  updateFailedDefault: 'Failed to update service',

  // A pickup's row actions (docs/product.md#the-office): asked first, undone from the toast.
  moreActions: 'More actions',
  statusAction: {
    completed: 'Mark completed',
    missed: 'Mark missed',
    cancelled: 'Cancel pickup',
    scheduled: 'Reopen',
  },
  statusQuestion: {
    completed: 'Mark this pickup completed?',
    missed: 'Mark this pickup missed?',
    cancelled: 'Cancel this pickup?',
    scheduled: 'Reopen this pickup?',
  },
  statusUndoHint: 'You can undo it from the notice that follows.',
  statusGoBack: 'Go Back',
  undo: 'Undo',
  undoneTitle: 'Change undone',
  undoneText: (customer: string, date: string, status: string) =>
    `${customer}'s pickup on ${date} is ${status} again.`,
  undoFailedTitle: 'Could not undo',

  // Which pickups the schedules list shows.
  scheduleViews: {
    upcoming: 'Upcoming',
    past: 'Past',
    all: 'All dates',
  },

  // A customer's service history (docs/product.md#service-details).
  historyButton: 'History',
  historyButtonLabel: (name: string) => `Service history of ${name}`,
  historyTitle: (name: string) => `Service history: ${name}`,
  historyDescription: 'Every change to the service details, newest first.',
  historyByYou: 'You',
  historyByOffice: 'Office',
  historyEmptyValue: '(blank)',

  // A customer's notifications (docs/product.md#notifications).
  notificationsButton: 'Notifications',
  notificationsButtonLabel: (name: string) => `Notifications of ${name}`,
  notificationsTitle: (name: string) => `Notifications: ${name}`,
  notificationsDescription:
    'What the customer chose, their consent to texts, and the latest messages we sent.',
  notificationsFailed: 'Could not load the notifications. Please try again.',
  notificationsNoConsent: 'Never agreed to texts.',
  notificationsNoneSent: 'Nothing sent yet.',
} as const;

// The admin Waitlist tab (docs/product.md#waitlist).
export const WAITLIST_ADMIN_TEXT = {
  fetchFailed: 'Failed to fetch the waitlist',
  empty: 'Nobody is on the waitlist yet.',
  exportLabel: 'Export CSV',
  served: 'Served',
  notServed: 'Not served yet',
  notify: 'Email everyone waiting',
  notifyConfirm: (zip: string, count: number) =>
    `Email ${count === 1 ? 'the 1 person' : `all ${count} people`} waiting in ${zip} that we now serve their ZIP code?`,
  notifiedTitle: 'Emails on their way',
  notified: (zip: string, count: number) =>
    count === 0
      ? `Nobody in ${zip} was waiting for an email.`
      : `Emailed ${count === 1 ? '1 person' : `${count} people`} waiting in ${zip}.`,
  notifyFailedTitle: 'Could not send the emails',
  notifyFailedDefault: 'Failed to email the waitlist',
  zipNotServed: (zip: string) =>
    `We don't serve ${zip} yet. Add it to the service area before emailing the people waiting there.`,
} as const;

// The office's crew routes (docs/product.md#crew-app): porters and who walks which community.
export const CREW_ADMIN_TEXT = {
  porterNotFound: 'This crew member could not be found',
  porterRemoved: 'This crew member was removed from the crew',
  communityUnknown: 'Choose a community from the list',
  communityInactive: (name: string) =>
    `${name} is not active. Activate it before assigning a porter.`,
  onePorterPerCommunity: 'A community can have one porter a day',
  weekdayInvalid: 'Choose a day of the week',
  emailTakenByCustomer: 'This email belongs to an account that is not on the crew',

  // The office's Crew page (docs/product.md#the-office).
  portersFetchFailed: 'Failed to fetch the crew',
  noPorters: 'Nobody is on the crew yet. Invite a porter to start.',
  statusLabel: { invited: 'Invited', active: 'Active', deactivated: 'Removed' },
  noDays: 'No days yet',
  inviteButton: 'Invite a porter',
  inviteTitle: 'Invite a porter',
  inviteDescription:
    'We email them a link to choose a password. They sign in on the phone to see their route.',
  invitedTitle: 'Invitation sent',
  invitedText: (name: string, email: string) => `${name} will get a link at ${email}.`,
  inviteFailedTitle: 'Could not invite',
  inviteFailedDefault: 'Failed to invite the porter',
  resendButton: 'Resend invite',
  resendLabel: (name: string) => `Resend the invite to ${name}`,
  resentTitle: 'New link sent',
  resentText: (email: string) =>
    `A new link is on its way to ${email}; older links no longer work.`,
  resendFailedTitle: 'Could not send the link',
  resendFailedDefault: 'Failed to send a new link',
  removeButton: 'Remove',
  removeLabel: (name: string) => `Remove ${name} from the crew`,
  removeQuestion: (name: string) => `Remove ${name} from the crew?`,
  removeExplained:
    'They lose every day they walk and can no longer sign in. What they recorded at the doors stays.',
  removeKeep: 'Keep on the crew',
  removedTitle: 'Removed from the crew',
  removedText: (name: string) => `${name} can no longer sign in.`,
  removeFailedTitle: 'Could not remove',
  removeFailedDefault: 'Failed to remove the porter',
  assignmentsFetchFailed: 'Failed to fetch the weekly assignments',
  noCommunities: 'No active communities yet. Add one on the Communities page.',
  nobody: 'Nobody',
  unsaved: 'Unsaved changes',
  saveDay: (day: string) => `Save ${day}`,
  daySavedTitle: 'Assignments saved',
  daySavedText: (day: string) => `${day}'s communities and porters are saved.`,
  dayFailedTitle: 'Could not save',
  dayFailedDefault: 'Failed to save the assignments',
} as const;

// The office's managers of a property-paid community (docs/product.md#property-managers).
export const MANAGER_ADMIN_TEXT = {
  emailTaken: "This email belongs to an account that is not a property manager's",
  managerNotFound: 'This manager could not be found',
  sectionTitle: 'Property managers',
  sectionDescription:
    'They sign in to see this community’s doors, nightly service, tickets, contract and invoices, and nothing of any other community.',
  none: 'No managers yet. Invite the property’s manager to give them their portal.',
  statusLabel: { invited: 'Invited', active: 'Active' },
  inviteButton: 'Invite a manager',
  inviteTitle: 'Invite a property manager',
  inviteDescription: 'We email them a link to choose a password and open their portal.',
  invitedTitle: 'Invitation sent',
  invitedText: (name: string, email: string) => `${name} will get a link at ${email}.`,
  inviteFailedTitle: 'Could not invite',
  inviteFailedDefault: 'Failed to invite the manager',
  removeLabel: (name: string) => `Remove ${name} from this community`,
  removedTitle: 'Manager removed',
  removedText: (name: string) => `${name} no longer sees this community.`,
  removeFailedTitle: 'Could not remove',
  managersFetchFailed: 'Failed to fetch the managers',
} as const;
