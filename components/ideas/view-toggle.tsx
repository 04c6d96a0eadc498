'use client';

import clsx from 'clsx';
import { useViewMode } from './view-mode';

/** Card or table view (desktop); the choice is remembered in this browser. */
export function ViewToggle() {
  const [view, setView] = useViewMode();
  return (
    <div
      className="hidden rounded-lg border border-slate-300 bg-white p-0.5 md:flex"
      role="group"
      aria-label="View"
    >
      {(['card', 'table'] as const).map((mode) => (
        <button
          key={mode}
          type="button"
          aria-pressed={view === mode}
          onClick={() => setView(mode)}
          className={clsx(
            'rounded-md px-3 py-1.5 text-sm font-medium',
            view === mode ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {mode === 'card' ? 'Card view' : 'Table view'}
        </button>
      ))}
    </div>
  );
}
