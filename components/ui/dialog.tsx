'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
  /**
   * `dialog`: the children are its buttons (a short confirmation); `sheet`: the children are its body
   * (a form with its own buttons), and it is wider. Both look alike: a sheet from the bottom on
   * phones, a centred modal from 640 px.
   */
  variant?: 'dialog' | 'sheet';
}

/**
 * A modal dialog (focus trap, Escape to close, labelled by its title). Opened by state rather
 * than a Radix trigger, so it remembers what had focus when it opened and gives focus back there
 * when it closes (while that element is still on the page).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  variant = 'dialog',
}: DialogProps) {
  const sheet = variant === 'sheet';
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's own focus moves into it.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement;
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          className={clsx(
            'fixed z-50 flex flex-col overflow-y-auto bg-white shadow-xl focus:outline-none',
            'inset-x-0 bottom-0 max-h-[90dvh] rounded-t-2xl px-4 pt-5 pb-4',
            'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[85dvh] sm:w-[calc(100%-2rem)]',
            'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6',
            sheet ? 'sm:max-w-2xl' : 'sm:max-w-md',
          )}
        >
          <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
          <RadixDialog.Description asChild>
            <div className="mt-2 space-y-1 text-sm text-slate-700">{description}</div>
          </RadixDialog.Description>
          {sheet ? children : <div className="mt-6 flex flex-wrap justify-end gap-3">{children}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
