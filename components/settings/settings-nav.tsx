/** The sections of /settings, in page order: the in-page navigation links to each. */
export const SETTINGS_SECTIONS = [
  { id: 'profile', label: 'Profile' },
  { id: 'password', label: 'Password' },
  { id: 'email', label: 'Email' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'api-tokens', label: 'API tokens' },
  { id: 'your-data', label: 'Your data' },
  { id: 'delete-account', label: 'Delete account' },
] as const;

/** Links to the page's sections: a column beside them on wide screens, a wrapped row on phones. */
export function SettingsNav() {
  return (
    <nav aria-label="Settings sections" className="lg:sticky lg:top-6 lg:self-start">
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {SETTINGS_SECTIONS.map(({ id, label }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-brand-600 block rounded-lg border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 lg:border-transparent lg:bg-transparent"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
