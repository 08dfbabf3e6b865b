/** A tile's picture, drawn here rather than as emoji so every system shows it. Decorative. */
export function TileArt({ kind }: { kind: 'gem' | 'mine' | 'none' }) {
  if (kind === 'none') return null;
  if (kind === 'gem')
    return (
      <svg viewBox="0 0 40 40" width="60%" height="60%" aria-hidden="true">
        <path d="M8 15l6-8h12l6 8-12 18z" fill="#38d9a9" stroke="#0ca678" strokeWidth="1.5" />
        <path d="M8 15h24M14 7l6 8 6-8M20 15v18" stroke="#0ca678" strokeWidth="1" fill="none" />
      </svg>
    );
  return (
    <svg viewBox="0 0 40 40" width="60%" height="60%" aria-hidden="true">
      <path d="M20 3v34M3 20h34M8 8l24 24M32 8L8 32" stroke="#8a8f98" strokeWidth="3" />
      <circle cx="20" cy="20" r="11" fill="#222" />
      <circle cx="16" cy="16" r="3" fill="#888" />
    </svg>
  );
}
