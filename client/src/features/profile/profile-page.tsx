/** Placeholder until this screen lands (another engineer is building it). */
export function ProfilePage() {
  return (
    <main className="container page">
      <h1>Profile</h1>
    </main>
  );
}
