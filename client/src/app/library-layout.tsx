import { Outlet } from 'react-router-dom';

/** Placeholder until the accounts work adds the header, tabs and the sign-in guard. */
export function LibraryLayout() {
  return <Outlet />;
}
