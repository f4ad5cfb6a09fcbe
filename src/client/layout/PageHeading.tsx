/** Where a page's <Title> lands: the page's one h1, hidden while the page has none. */
import { TitlePortal } from 'react-admin';

export function PageHeading() {
  return <TitlePortal variant="h5" component="h1" sx={{ '&:empty': { display: 'none' }, mb: 2 }} />;
}
