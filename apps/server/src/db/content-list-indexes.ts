/**
 * The back office pages each content kind in SQL, in the lobby's order (the group the lobby orders
 * together, then sort, then id) within the brand: one index per table gives that order without a
 * sort. They are built with the other online indexes after the migrations (see migrate.ts) rather
 * than by a numbered migration, so they need no place in the migrations' order.
 */
export const CONTENT_LIST_INDEXES = [
  { name: 'announcement_list_order', definition: 'on announcement (merchant_id, type, sort, id)' },
  { name: 'banner_list_order', definition: 'on banner (merchant_id, group_name, sort, id)' },
  { name: 'help_center_entry_list_order', definition: 'on help_center_entry (merchant_id, language, sort, id)' },
  { name: 'customer_service_list_order', definition: 'on customer_service (merchant_id, sort, id)' },
  { name: 'site_resource_list_order', definition: 'on site_resource (merchant_id, sort, id)' },
] as const;
