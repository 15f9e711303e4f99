// The bay screen's own wording (issue 27; the spec has no bay screen, so these sentences are ours). The refusals
// themselves are the server's sentences (functions' call-errors table), shown as they come.
import type { BayOutcome } from '../../../contracts/bay-api';

export const BAY_TEXT = {
  title: 'Bay',
  intro:
    "Scan the customer's QR code, or type the order code with the plate, the first name or the phone's last 4 digits, or tap Mark arrived on a car below.",
  startCamera: 'Start camera',
  stopCamera: 'Stop camera',
  cameraStarting: 'Starting the camera…',
  cameraOn: 'Point the camera at the QR code.',
  cameraDenied:
    'Camera access was denied. Allow the camera for this site in the browser settings, or type the order code and plate below.',
  cameraMissing: 'No camera could be used on this device. Type the order code and plate below.',
  cameraBusy:
    'The camera is in use by another app. Close it and try again, or type the order code and plate below.',
  cameraFailed: 'The camera could not start. Try again, or type the order code and plate below.',
  scannerNotLoaded: 'The scanner could not load. Check the connection and try again.',
  orderCode: 'Order code',
  numberPlate: 'Number plate',
  checkIn: 'Check in',
  orderCodeInvalid: 'Enter the 4-digit order code.',
  numberPlateMissing: 'Enter the number plate.',
  // Issue 46: a car without a plate, or whose pass will not scan, checked in by hand.
  checkWith: 'Check the code with',
  firstName: "Customer's first name",
  phoneLast4: 'Last 4 digits of their phone',
  firstNameMissing: "Enter the customer's first name.",
  phoneLast4Invalid: 'Enter the last 4 digits of the phone.',
  checkInCar: 'Mark arrived',
  undoWashed: 'Undo Washed',
  checking: 'Checking…',
  washed: 'Washed',
  refused: 'Refused',
  listTitle: 'Today',
  listLoadFailed: "Could not load today's appointments.",
  noAppointments: 'No appointments today',
  noneInGroup: 'None.',
  driveIn: 'Drive-in',
  noPlate: 'No plate given',
  surchargeTitle: 'Vehicle surcharge reminder',
  /** The surcharge banner's payment line (components/surcharge-banner.tsx). */
  paidAtLocation: 'What is left to pay is paid at the location: cashless, card only.',
  /** The answer's line of the order's ledger: 'Collect $75.00' or 'Paid online: collect nothing'. */
  money: 'Payment',
} as const;

/** The big word over a green answer. */
export const OUTCOME_VERDICT: Record<BayOutcome, string> = {
  'checked-in': 'Checked in',
  'already-checked-in': 'Already checked in',
  completed: 'Washed',
  'already-completed': 'Already washed',
};
