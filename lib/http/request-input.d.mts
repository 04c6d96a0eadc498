export function isAcceptableText(text: string): boolean;
export function findUnacceptableText(value: unknown, path?: string): string | null;
export function unacceptableTextMessage(field: string): string;
export function decodeComponent(component: string, options?: { plusIsSpace?: boolean }): string | null;
export function checkRequestTarget(
  target: string,
):
  { ok: true } | { ok: false; part: 'path' } | { ok: false; part: 'query'; name: string; badQuery: string[] };
export const UNACCEPTABLE_TEXT: string;
export function apiPathProblem(path: string): { status: 400 | 404; message: string } | null;
export const MAX_JSON_DEPTH: number;
export const JSON_TOO_DEEP_MESSAGE: string;
export function jsonNestsDeeperThan(text: string, max?: number): boolean;
