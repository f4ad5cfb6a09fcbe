/** react-admin's catch-all inside the layout: an address no screen answers. */
import { NotFoundContent } from './NotFoundContent';

export function NotFound() {
  return <NotFoundContent />;
}
