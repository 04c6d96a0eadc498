/** The alert choices of a saved search, as the forms show them. */
export const ALERT_OPTIONS = [
  { value: 'instant', label: 'Instantly, when a matching idea is published' },
  { value: 'daily', label: 'Once a day, in a digest' },
  { value: 'off', label: 'Off' },
] as const;
