// Every query the booking path runs (and the slot query the client runs), for deriving firestore.indexes.json.
// Equality-only queries can be served by merging single-field indexes; the composite indexes listed are the ones
// worth declaring for speed. Range filters on one field need no composite index.
export const BOOKING_QUERY_SHAPES = [
  // Slot recount inside every booking transaction (slot-transaction.ts readSlot). Status is filtered in memory.
  {
    collection: 'orders',
    where: ['appointmentDate ==', 'location ==', 'appointmentType ==', 'appointmentTime =='],
    composite: true,
  },
  {
    collection: 'activeBookings',
    where: ['appointmentDate ==', 'location ==', 'appointmentType ==', 'appointmentTime =='],
    composite: true,
  },
  // Plate uniqueness per date (confirm-booking.ts, rebook-order.ts).
  { collection: 'orders', where: ['appointmentDate ==', 'numberPlate =='], composite: true },
  // The time modal's live availability (client): slots of one date, location and type.
  { collection: 'slots', where: ['date ==', 'location ==', 'appointmentType =='], composite: true },
  // Single-field (automatic indexes).
  { collection: 'orders', where: ['userId =='], composite: false },
  { collection: 'orders', where: ['status =='], composite: false },
  { collection: 'activeBookings', where: ['type =='], composite: false },
  { collection: 'activeBookings', where: ['userId =='], composite: false },
  { collection: 'activeBookings', where: ['expiresAt <='], composite: false },
  { collection: 'specialRebookStates', where: ['userId =='], composite: false },
  { collection: 'specialRebookStates', where: ['expiresAt <='], composite: false },
  { collection: 'userSessions', where: ['lastActivity <'], composite: false },
  { collection: 'activeSessions', where: ['lastActivity <'], composite: false },
  { collection: 'activeSessions', where: ['userId =='], composite: false },
  { collection: 'bookingRequests', where: ['userId =='], composite: false },
  { collection: 'bookingRequests', where: ['expiresAt <='], composite: false },
  { collection: 'userDeletionRequests', where: ['userId =='], composite: false },
  { collection: 'mail', where: ['to =='], composite: false },
  { collection: 'mail', where: ['replyTo =='], composite: false },
  { collection: 'contactMessages', where: ['uid =='], composite: false },
  { collection: 'contactMessages', where: ['email =='], composite: false },
  { collection: 'phoneClaims', where: ['uid =='], composite: false },
] as const;

/** TTL policies worth enabling (the cleanup deletes these anyway): field `expiresAt`. */
export const BOOKING_TTL_FIELDS = [
  { collection: 'activeBookings', field: 'expiresAt' },
  { collection: 'bookingRequests', field: 'expiresAt' },
] as const;
