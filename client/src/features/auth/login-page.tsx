/** Placeholder until this screen lands (another engineer is building it). */
export function LoginPage() {
  return (
    <main className="container page">
      <h1>Sign in</h1>
    </main>
  );
}
