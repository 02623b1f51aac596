import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  /** One line under the heading that says what the form is for. */
  intro?: string;
  children: ReactNode;
}

/** The frame of every signed-out screen: a centred card with the product name and the screen's title. */
export function AuthCard({ title, intro, children }: AuthCardProps) {
  return (
    <main className="auth-page">
      <title>{`${title} · Reseptikirjasto`}</title>
      <div className="card auth-card">
        <a className="auth-brand" href="/">
          Reseptikirjasto
        </a>
        <h1>{title}</h1>
        {intro && <p className="auth-intro muted">{intro}</p>}
        {children}
      </div>
    </main>
  );
}
