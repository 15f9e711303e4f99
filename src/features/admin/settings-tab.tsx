import { UI_TEXT } from '../../domain/messages';

/** Placeholder until settings exist (spec section 2). */
export function SettingsTab() {
  return (
    <section className="admin-section admin-settings" aria-labelledby="admin-settings-title">
      <h2 id="admin-settings-title">{UI_TEXT.settingsPlaceholder}</h2>
      <p>These settings will be managed here:</p>
      <ul>
        <li>Business hours</li>
        <li>Notifications</li>
        <li>System configuration</li>
      </ul>
    </section>
  );
}
