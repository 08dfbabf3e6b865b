import type { ContentKind, ContentState } from '@platform/contracts/content-admin';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** What every content item carries, whatever its kind. */
export type ContentItem = { id: number | string; state: ContentState; sort: number };

/** The form's values: text as the inputs hold it (times as local date-times, absent values as ''). */
export type FormValues = Record<string, string | boolean>;

/** The table's language filter: which texts a row shows (and, for help articles, which rows). */
export type TextLanguage = 'AR' | 'EN';

/**
 * One kind of content as its page shows and edits it. The page, the form dialog and the row
 * actions are the same for every kind; a kind names its columns, its form's fields and how the
 * form's values become the body the server checks (with the contract's own schema).
 */
export type ContentDefinition<Item extends ContentItem> = {
  kind: ContentKind;
  titleKey: string;
  /** What a new item is called in buttons and dialog titles. */
  itemKey: string;
  emptyKey: string;
  itemSchema: z.ZodType<Item>;
  /** The contract's schema of the body the server takes. */
  inputSchema: z.ZodType;
  /** Whether a row may be switched off (and so whether the state filter offers DISABLED). */
  switchable: boolean;
  /** Whether the items have a schedule (SCHEDULED and ENDED are then states to filter by). */
  scheduled: boolean;
  /** The lobby orders the items as the console does: move up and down are offered. */
  orderable: boolean;
  /** Whether the lobby follows this item's place (it lists notices newest first, whatever their order). */
  movable?: (item: Item) => boolean;
  /** Items move among those of the same group only (the banners of one page, say). */
  groupOf?: (item: Item) => string;
  /** False where an item is removed and added again instead (a mirror domain). */
  editable: boolean;
  /** The language filter also narrows the rows (help articles) rather than only their texts. */
  filtersByLanguage: boolean;
  hasLanguage: boolean;
  columns: (
    language: TextLanguage,
    t: (key: string, options?: { defaultValue: string }) => string,
  ) => ColumnDef<Item, string>[];
  /** A short name of the item in confirmations ("Delete 'Weekend tournament'?"). */
  nameOf: (item: Item, language: TextLanguage) => string;
  newValues: () => FormValues;
  valuesOf: (item: Item) => FormValues;
  bodyOf: (values: FormValues) => unknown;
  /** What is saved apart from the item once it is (a banner's uploaded image); answers the item as now stored. */
  afterSave?: (saved: Item, values: FormValues) => Promise<Item>;
  Fields: (props: { form: UseFormReturn<FormValues> }) => ReactNode;
};
