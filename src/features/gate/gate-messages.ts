// TODO(lead): move into src/domain/messages.ts once the domain catalogue lands.
export const GATE_CHECK_DELAY_MS = 500;
export const gateMessages = {
  wrongCode: 'Incorrect password. Please try again.',
  codeRequired: 'Please enter the access code.',
} as const;
