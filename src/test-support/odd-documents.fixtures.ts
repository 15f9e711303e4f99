// Test fixtures: stored documents in the odd shapes older clients wrote, and one that nothing can read. Used by
// the converter, component, emulator and end-to-end tests alike (plain JSON values, so the Admin SDK can write them
// as they are); never by production code.
import type { FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore';
import { readDocs, type ReadResult } from '../lib/model/read-result';

/** Appointment days far in the future, so no other suite's date filter meets them. */
export const ODD_DAY = '2098-06-15';

const base = (orderId: string) => ({
  orderId,
  userId: 'odd-user-0001',
  userEmail: 'odd@demo.test',
  status: 'confirmed',
  serviceName: 'COMFORT WASH',
  serviceDescription: 'EXTRA PROTECTION',
  description: 'EXTRA PROTECTION',
  paymentMethod: 'credit_card',
  cardholderName: '',
  serviceType: 'appointment',
  location: 'Chaguanas Branch',
  appointmentType: 'free',
  orderCode: '4821',
  numberPlate: null,
  contact: '+18685550101',
});

/** Readable orders in four older shapes, keyed by document id. */
export const ODD_ORDERS: Record<string, Record<string, unknown>> = {
  // Dates as ISO strings, as older clients of this business wrote them.
  'ORDER-4102444800000ISODATES': {
    ...base('ORDER-4102444800000ISODATES'),
    price: 60,
    appointmentDate: ODD_DAY,
    appointmentTime: '9:10 AM',
    appointmentDateTime: '2098-06-15T13:10:00.000Z',
    createdAt: '2098-06-01T12:00:00.000Z',
    updatedAt: '2098-06-01T12:00:00.000Z',
  },
  // Dates as epoch milliseconds.
  'ORDER-4102444800000MILLISAAA': {
    ...base('ORDER-4102444800000MILLISAAA'),
    price: 60,
    appointmentDate: ODD_DAY,
    appointmentTime: '9:20 AM',
    appointmentDateTime: Date.parse('2098-06-15T13:20:00.000Z'),
    createdAt: Date.parse('2098-06-01T12:00:00.000Z'),
  },
  // The price as a numeric string, and no appointmentDateTime at all.
  'ORDER-4102444800000STRPRICEA': {
    ...base('ORDER-4102444800000STRPRICEA'),
    price: '90.00',
    appointmentType: 'special',
    appointmentDate: ODD_DAY,
    appointmentTime: '10:00 AM',
    createdAt: '2098-06-01T12:00:00.000Z',
  },
  // The spec's `id` key in the body, and a Date where a Timestamp belongs (the Admin SDK stores it as one).
  'ORDER-4102444800000IDINBODYA': {
    id: 'ORDER-4102444800000IDINBODYA',
    ...base('ORDER-4102444800000IDINBODYA'),
    price: 45,
    serviceName: 'BASIC WASH',
    appointmentDate: ODD_DAY,
    appointmentTime: '9:30 AM',
    appointmentDateTime: new Date('2098-06-15T13:30:00.000Z'),
    createdAt: new Date('2098-06-01T12:00:00.000Z'),
  },
};

/** An order nothing can read: no owner, an unknown status, a price that is not a number. */
export const HOPELESS_ORDER_ID = 'ORDER-4102444800000HOPELESSA';
export const HOPELESS_ORDER: Record<string, unknown> = {
  orderId: HOPELESS_ORDER_ID,
  status: 'lost',
  price: 'forty-five',
  appointmentDate: ODD_DAY,
  appointmentTime: '9:40 AM',
  location: 'Chaguanas Branch',
  serviceName: 'BASIC WASH',
  appointmentType: 'free',
  createdAt: '2098-06-01T12:00:00.000Z',
};

/** Readable profiles in older shapes: `id` in the body, ISO createdAt, no createdAt at all. */
export const ODD_USERS: Record<string, Record<string, unknown>> = {
  'odd-user-0001': {
    id: 'odd-user-0001',
    email: 'odd@demo.test',
    name: 'Odd Shape',
    area: 'Chaguanas',
    contact: '+18685550101',
    membershipNumber: 'MEM-ODD001',
    profileCompleted: true,
    phoneVerified: true,
    createdAt: '2025-01-01T00:00:00.000Z',
  },
  'odd-user-0002': { email: 'nodate@demo.test', area: 'Couva', phoneVerified: 'true' },
};
export const HOPELESS_USER_ID = 'odd-user-0003';
export const HOPELESS_USER: Record<string, unknown> = { name: 'No email', email: 42 };

/** A stand-in query document: the converter runs inside data(), as it does with the SDK. */
export function fakeDoc<T>(
  collection: string,
  id: string,
  data: Record<string, unknown>,
  converter: FirestoreDataConverter<T>,
) {
  const snapshot = { id, ref: { path: `${collection}/${id}` }, data: () => data };
  return {
    id,
    ref: snapshot.ref,
    data: () => converter.fromFirestore(snapshot as unknown as QueryDocumentSnapshot),
  };
}

/** Every fixture of `docs` through the converter, as a list read sees them. */
export function readFixtures<T>(
  collection: string,
  docs: Record<string, Record<string, unknown>>,
  converter: FirestoreDataConverter<T>,
): ReadResult<T> {
  return readDocs(Object.entries(docs).map(([id, data]) => fakeDoc(collection, id, data, converter)));
}
