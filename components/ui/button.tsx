import type { ComponentProps } from 'react';
import { buttonClass, type ButtonVariant } from './button-styles';

export { buttonClass, type ButtonVariant };

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
}

/** A button; `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
