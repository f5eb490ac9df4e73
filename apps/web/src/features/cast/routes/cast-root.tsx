import { Outlet } from 'react-router';
import { CastScreenProvider } from '../components/cast-screen-provider';

/** Both TV screens under one screen identity and one socket (see CastScreenProvider). */
export function CastRoot() {
  return (
    <CastScreenProvider>
      <Outlet />
    </CastScreenProvider>
  );
}
