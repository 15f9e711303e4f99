import type { Profile } from '../../lib/data/account-profile';
import { AreaForm } from './area-form';
import { ContactChange } from './contact-change';

/** Asks for a missing area and a missing or unverified contact number (not shown to staff). */
export function ProfilePrompts({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const needsArea = profile.area.trim() === '';
  const needsContact = !profile.contact || profile.phoneVerified !== true;
  if (!needsArea && !needsContact) return null;
  return (
    <div className="profile-prompts">
      {needsArea && (
        <section className="prompt-card" aria-labelledby="area-prompt-title">
          <h3 id="area-prompt-title">Add your area</h3>
          <p>Tell us which area you live in so we can serve you better.</p>
          <AreaForm uid={profile.id} label="Your Area" onSaved={onSaved} />
        </section>
      )}
      {needsContact && (
        <section className="prompt-card" aria-labelledby="contact-prompt-title">
          <h3 id="contact-prompt-title">
            {profile.contact ? 'Verify your contact number' : 'Add your contact number'}
          </h3>
          <p>A verified phone number is needed to book appointments. We send a 6-digit code by SMS.</p>
          <ContactChange profile={profile} label="Contact Number" onDone={onSaved} />
        </section>
      )}
    </div>
  );
}
