/** Placeholder until this screen lands (another engineer is building it). */
export function ResetPasswordPage() {
  return (
    <main className="container page">
      <h1>Reset password</h1>
    </main>
  );
}
