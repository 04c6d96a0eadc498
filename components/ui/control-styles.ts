/** Shared look of text inputs, text areas and selects. */
export const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600 disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-600';
