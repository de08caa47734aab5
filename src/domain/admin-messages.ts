// The admin dashboard's texts (docs/product.md#customer-facing-messages), in one place for
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

  // A customer's service history (docs/product.md#service-details).
  historyButton: 'History',
  historyButtonLabel: (name: string) => `Service history of ${name}`,
  historyTitle: (name: string) => `Service history: ${name}`,
  historyDescription: 'Every change to the service details, newest first.',
  historyByYou: 'You',
  historyByOffice: 'Office',
  historyEmptyValue: '(blank)',
} as const;
