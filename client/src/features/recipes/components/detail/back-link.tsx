import { Link } from 'react-router-dom';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link className="recipe-back-link" to={to}>
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}
