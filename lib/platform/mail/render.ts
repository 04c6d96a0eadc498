import 'server-only';
import { render } from '@react-email/render';
import { mailTemplates, type MailContext, type MailTemplateName } from './templates';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A template with its data as HTML and plain text. Throws when the data does not fit the template. */
export async function renderMail(
  name: MailTemplateName,
  data: unknown,
  context: MailContext,
): Promise<RenderedMail> {
  const template = mailTemplates[name];
  const parsed = template.data.parse(data);
  // Each template's data was checked by its own schema just above.
  const element = (template.render as (d: unknown, c: MailContext) => React.ReactElement)(parsed, context);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: (template.subject as (d: unknown) => string)(parsed), html, text };
}
