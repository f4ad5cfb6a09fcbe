/** Pieces the react-admin creation forms of these screens share. */
import { SaveButton, Toolbar } from 'react-admin';

/** A required text: blank (or only spaces) gives the Spanish message. */
export const requiredText = (message: string) => (value: unknown) =>
  (typeof value === 'string' ? value.trim() : value ?? '') === '' ? message : undefined;

/** The form's single submit button, with our label. */
export function SubmitToolbar({ label }: { label: string }) {
  return (
    <Toolbar sx={{ px: { xs: 2, sm: 2 } }}>
      <SaveButton label={label} alwaysEnable />
    </Toolbar>
  );
}

/** The server's `detail` of a failure, or nothing. */
export function detailOf(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null;
}
