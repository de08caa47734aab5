// The crew app's texts (docs/product.md#crew-app), in one place for the app, its service worker
// and the tests. No zod here: the crew app's bundle is kept small.

export const CREW_APP_NAME = 'Crew';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const CREW_TEXT = {
  title: (day: string) => `${day}'s route`,
  today: 'Today',
  tomorrow: 'Tomorrow',
  days: 'Day',
  loading: 'Loading your route…',
  progress: (done: number, total: number) => `${done} of ${total} done`,
  noStops: 'No doors on this day.',
  savedAt: (time: string) => `Saved on this phone at ${time}; it updates when the network is back.`,
  notSaved: 'This day is not on the phone yet. It loads when the network is back.',
  loadFailed: 'The route could not be loaded. It loads again when the network is back.',

  find: 'Find a unit',
  findHint: 'Unit, building or first name',
  noMatch: (query: string) => `No door matches “${query}”.`,
  matches: (count: number) => plural(count, 'door matches', 'doors match'),

  doorUnnamed: 'Door',
  accessNotes: 'Access',
  gateCode: 'Gate code',
  noGateCode: 'none',
  bagsAllowed: (count: number) => `Up to ${plural(count, 'bag', 'bags')}`,
  instructions: 'Instructions',
  visitNote: 'Office note',
  doorStatusNone: 'Not done yet',
  recordedAt: (outcome: string, time: string) => `${outcome} at ${time}`,
  bagsOut: (count: number) => `${plural(count, 'bag', 'bags')} out`,
  waitingMark: 'waiting to send',
  photoOfProblem: (door: string) => `Photo of the problem at ${door}`,
  leaveThanks: 'Leave a thank-you note',
  thanksLeft: 'Thank-you note left',

  waiting: (count: number) => `${count} waiting to send`,
  allSent: 'All sent',
  sending: (count: number) => `Sending ${count}…`,
  offline: 'Offline',
  signInToSend: 'Sign in again to send them',
  signIn: 'Sign in',
  signOut: 'Sign out',
  signOutBlocked: (count: number) =>
    `${plural(count, 'door is', 'doors are')} still waiting to send. Sign out once the network has sent them.`,
  notPorter: 'This app is for the crew. Sign in with a crew account.',
  signedOut: 'Sign in to see your route.',

  refusedTitle: 'Not recorded',
  refused: (door: string, message: string) => `${door}: ${message}`,
  dismiss: 'Dismiss',
  photoRefused: 'The photo could not be sent',
  actionRefused: 'The server did not accept this',

  problemTitle: (door: string) => `Problem at ${door}`,
  reason: 'What is the problem?',
  bagCount: 'How many bags were out?',
  note: 'Note (optional)',
  photo: 'Photo',
  takePhoto: 'Take a photo',
  retakePhoto: 'Take another photo',
  photoPreview: 'The photo to send',
  photoUnreadable: 'This photo could not be read. Take another one.',
  saveProblem: 'Save problem',
  cancel: 'Cancel',
} as const;
