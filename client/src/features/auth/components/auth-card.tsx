import type { ReactNode } from 'react';
import { useT } from '#client/lib/language.ts';

interface AuthCardProps {
  title: string;
  /** One line under the heading that says what the form is for. */
  intro?: string;
  children: ReactNode;
}

/** The frame of every signed-out screen: a centred card with the product name and the screen's title. */
export function AuthCard({ title, intro, children }: AuthCardProps) {
  const t = useT();
  return (
    <main className="auth-page">
      <title>{t('app.pageTitle', { page: title })}</title>
      <div className="card auth-card">
        <a className="auth-brand" href="/">
          {t('app.name')}
        </a>
        <h1>{title}</h1>
        {intro && <p className="auth-intro muted">{intro}</p>}
        {children}
      </div>
    </main>
  );
}
