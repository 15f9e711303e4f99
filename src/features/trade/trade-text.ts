// The visible text of the trade page (spec section 8).
export const TRADE_TEXT = {
  title: 'Appointment Trade',
  intro:
    'Appointments other customers have offered for trade. Take one over and it becomes yours; you then have 30 seconds (free) or 5 minutes (special) to complete the trade payment.',
  loadFailed: 'Failed to load the appointments offered for trade. Please try again.',
  empty: 'No appointments are offered for trade right now. Please check again later.',
  take: 'Take this appointment',
  reserved: 'Another customer is completing this trade right now.',
} as const;
