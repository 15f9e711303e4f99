// Where the emulator suite listens (firebase.json) and the demo project it serves.
export const PROJECT_ID = 'demo-chaguanas-wash';
export const HOST = '127.0.0.1';
export const PORTS = { auth: 9099, firestore: 8080, functions: 5001 } as const;
export const FUNCTIONS_REGION = 'us-central1';
