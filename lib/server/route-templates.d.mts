export const UNMATCHED_ROUTE: string;
export function routeTemplates(distDir: string): (pathname: string) => string;
