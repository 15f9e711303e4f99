// The free-text details of the booking form: special instructions and the number plate (checked as typed).
import { useState } from 'react';
import { validateNumberPlate } from '../../../domain/validation';

export function useBookingDetails() {
  const [instructions, setInstructions] = useState('');
  const [plateInput, setPlateInput] = useState('');
  return { instructions, setInstructions, plateInput, setPlateInput, plate: validateNumberPlate(plateInput) };
}

export type BookingDetails = ReturnType<typeof useBookingDetails>;
