// The choices of the booking form, in the order of the flow: location, type, instructions, date, time, plate.
// While the 3-appointment limit is reached its notice shows first and no location can be chosen.
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { OpenAppointmentLimit } from '../../../domain/booking-preconditions';
import { DateField, TypeField } from './booking-fields';
import { InstructionsField, LocationField, PlateField, TimeField } from './booking-form-fields';
import { LimitNotice } from './booking-notices';
import type { BookingDetails } from './use-booking-details';
import type { useBookingFlow } from '../session/use-booking-flow';
import type { EligibilityState } from '../session/use-eligibility';

export function BookingChoices({
  flow,
  eligibility,
  limit,
  details,
}: {
  flow: ReturnType<typeof useBookingFlow>;
  eligibility: EligibilityState;
  limit: OpenAppointmentLimit | null;
  details: BookingDetails;
}) {
  const navigate = useNavigate();
  const { selection } = flow;
  return (
    <div className="booking-choices">
      {limit?.reached && <LimitNotice limit={limit} onGoToAccount={() => navigate(paths.account)} />}
      <LocationField
        value={selection.location}
        disabled={limit?.reached === true}
        onChange={flow.chooseLocation}
      />
      <TypeField flow={flow} eligibility={eligibility} />
      <InstructionsField value={details.instructions} onChange={details.setInstructions} />
      <DateField flow={flow} />
      <TimeField selection={selection} onOpen={flow.openTimeModal} />
      <PlateField value={details.plateInput} plate={details.plate} onChange={details.setPlateInput} />
    </div>
  );
}
