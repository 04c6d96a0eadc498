'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import type { ComponentProps } from 'react';

/** A dropdown menu (Radix: roving focus, Escape, typeahead). Compose Menu, MenuTrigger, MenuContent, MenuItem. */
export const Menu = DropdownMenu.Root;
export const MenuTrigger = DropdownMenu.Trigger;

export function MenuContent({ className, ...props }: ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className={clsx('z-50 rounded-lg border border-slate-200 bg-white p-1 shadow-lg', className)}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}

export const menuItemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[disabled]:opacity-50';

export function MenuItem({ className, ...props }: ComponentProps<typeof DropdownMenu.Item>) {
  return <DropdownMenu.Item className={clsx(menuItemClass, className)} {...props} />;
}

export function MenuLabel({ className, ...props }: ComponentProps<typeof DropdownMenu.Label>) {
  return (
    <DropdownMenu.Label
      className={clsx('truncate px-3 py-2 text-xs font-medium text-slate-600', className)}
      {...props}
    />
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />;
}
