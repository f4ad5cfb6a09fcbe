/** The product's icon: a cat's head, drawn by us. */
export function GateraLogo({ size = 32, title }: { size?: number; title?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} aria-label={title}>
      <rect width="64" height="64" rx="14" fill="#f4e9d8" />
      <path d="M14 50V20l10 10h16l10-10v30a6 6 0 0 1-6 6H20a6 6 0 0 1-6-6z" fill="#2e5e4e" />
      <circle cx="25" cy="40" r="3" fill="#f4e9d8" />
      <circle cx="39" cy="40" r="3" fill="#f4e9d8" />
      <path d="M29 46h6l-3 3z" fill="#e59a8f" />
    </svg>
  );
}
