import { z } from 'zod';
import { LANGUAGE_CODES } from './language-catalogue';

// The catalogue and its helpers live in language-catalogue.ts, which has no zod; every existing
// import of them from here keeps working.
export * from './language-catalogue';

export const languageCodeSchema = z.enum(LANGUAGE_CODES);
