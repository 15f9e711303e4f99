// Exports only. Each callable lives in its own file under callables/.
import { setGlobalOptions } from 'firebase-functions/v2';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

export { checkEmailAvailability } from './callables/check-email-availability';
