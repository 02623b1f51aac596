/** Placeholder until this screen lands (another engineer is building it). */
export function RegisterPage() {
  return (
    <main className="container page">
      <h1>Sign up</h1>
    </main>
  );
}
