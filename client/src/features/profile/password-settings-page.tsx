/** Placeholder until this screen lands (another engineer is building it). */
export function PasswordSettingsPage() {
  return (
    <main className="container page">
      <h1>Change Password</h1>
    </main>
  );
}
