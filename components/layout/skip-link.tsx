export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="text-brand-700 sr-only z-50 rounded-md bg-white px-4 py-2 font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to content
    </a>
  );
}
