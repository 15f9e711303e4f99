import { MESSAGES } from '../../domain/messages';

/** The spec's 500 ms pause before the access code is checked. */
export const GATE_CHECK_DELAY_MS = 500;
export const gateMessages = {
  wrongCode: MESSAGES.gate.wrongCode,
  codeRequired: 'Please enter the access code.',
} as const;
