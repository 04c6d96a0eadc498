import '@/lib/validation/browser-parsing';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { type IdeaData, type IdeaInput, ideaInputSchema } from '@/lib/validation/idea';

/** The idea form's check: the API's own schema, with its messages. */
export const ideaFormResolver: Resolver<IdeaInput, unknown, IdeaData> = zodResolver(ideaInputSchema);
