import { DetailsList } from './details-list';
import { useState } from 'react';
import type { Profile } from '../../lib/data/account-profile';
import { AreaForm } from './area-form';
import { CONTACT_UPDATED, ContactChange } from './contact-change';
import { MessageChoices } from './message-choices';

type Editing = 'none' | 'area' | 'contact';

/** Account Details: the profile, with area and contact changes. */
export function AccountDetails({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const [editing, setEditing] = useState<Editing>('none');
  const [notice, setNotice] = useState('');
  const done = (message: string) => {
    setEditing('none');
    setNotice(message);
    onSaved();
  };

  const rows: [string, string][] = [
    ['Name', profile.name || profile.displayName || '—'],
    ['Email', profile.email || '—'],
    ['Membership Number', profile.membershipNumber ?? '—'],
    ['Area', profile.area || '—'],
    ['Contact Number', profile.contact || '—'],
    ['Phone', profile.phoneVerified ? 'Verified' : 'Not verified'],
  ];
  if (profile.pendingContact) rows.push(['Pending Contact Number', profile.pendingContact]);

  return (
    <div className="account-details">
      <DetailsList rows={rows} />
      <p className="form-notice" role="status">
        {notice}
      </p>
      {editing === 'none' && (
        <div className="button-row">
          <button type="button" className="button button--secondary" onClick={() => setEditing('area')}>
            Change Area
          </button>
          <button type="button" className="button button--secondary" onClick={() => setEditing('contact')}>
            Change Contact Number
          </button>
        </div>
      )}
      {editing === 'area' && (
        <AreaForm
          uid={profile.id}
          initial={profile.area}
          label="New Area"
          onSaved={() => done('Area updated.')}
          onCancel={() => setEditing('none')}
        />
      )}
      {editing === 'contact' && (
        <ContactChange
          profile={profile}
          onDone={() => done(CONTACT_UPDATED)}
          onCancel={() => setEditing('none')}
        />
      )}
      <MessageChoices uid={profile.id} />
    </div>
  );
}
