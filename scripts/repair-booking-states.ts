// Repairs the customers' appointment maps (bookingStates/{uid}, functions/src/data/slots/open-appointments-rules.ts): each is
// marked to be rebuilt from the orders by that customer's next booking.
//   npm run booking-states:repair                  the emulators' demo project (FIRESTORE_EMULATOR_HOST)
//   GOOGLE_CLOUD_PROJECT=PROJECT npm run booking-states:repair -- --live
//                                                  a real project (application default credentials): after orders
//                                                  were imported or edited by hand, or a deploy that changes what
//                                                  the map keeps.
// Safe while the app runs (see booking-state-repair.ts).
import { chooseAdminTarget } from './support/admin-target';

chooseAdminTarget('booking-states');

// Loaded after the environment is set: the Admin SDK reads it on initialisation.
const { markAppointmentMapsStale } = await import('../functions/src/data/slots/booking-state-repair');
const marked = await markAppointmentMapsStale();
console.log(
  `[booking-states] ${process.env.GCLOUD_PROJECT}: ${marked} appointment maps marked to be rebuilt`,
);
process.exit(0);
