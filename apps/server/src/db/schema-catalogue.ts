import type { ColumnType, Generated } from 'kysely';

/** Tables of the catalogue migration 0011. */
export type CatalogueTables = {
  catalogue_vendor: CatalogueVendorTable;
  catalogue_game_type: CatalogueGameTypeTable;
  catalogue_vendor_game_type: CatalogueVendorGameTypeTable;
  catalogue_game_classify: CatalogueGameClassifyTable;
  catalogue_game: CatalogueGameTable;
};

export type IsGame = 'GAME' | 'VASSALAGE';

export interface CatalogueVendorTable {
  merchant_id: number;
  /** Vendor code ('PGE'); the same codes as wallet_vendor for vendors with a sub-wallet. */
  vassalage: string;
  display_name: string;
  /** The name in Arabic, when the catalogue has one (an Arabic page shows it instead). */
  display_name_ar: ColumnType<string | null, string | null | undefined, string | null>;
  in_house: Generated<boolean>;
  maintenance: Generated<boolean>;
  /** What the lobby says of the maintenance, and when it is planned to end (0044). */
  maintenance_message: Generated<string | null>;
  maintenance_until: Generated<Date | null>;
  /** False: the operator hid the vendor; its cards and games leave the lobby (0039). */
  enabled: Generated<boolean>;
  /** 'vendor-…': the icon the server draws at API.gameIcon. */
  icon_key: string;
  /** '#rrggbb', the colour of the vendor's generated icons. */
  color: string;
  sort: Generated<number>;
}

export interface CatalogueGameTypeTable {
  merchant_id: number;
  /** LIVE, RNG, FISH, PVP, SPORTS, ESPORTS, LOTT, ELOTT… */
  game_type: string;
  sort: Generated<number>;
}

/** A vendor card: the vendor serves the game type. */
export interface CatalogueVendorGameTypeTable {
  merchant_id: number;
  vassalage: string;
  game_type: string;
  sort: Generated<number>;
}

export interface CatalogueGameClassifyTable {
  merchant_id: number;
  game_type: string;
  classify: string;
  display_name: string;
  sort: Generated<number>;
}

export interface CatalogueGameTable {
  id: ColumnType<string, never, never>;
  merchant_id: number;
  node_id: number;
  display_name: string;
  /** The name in Arabic, when the catalogue has one (an Arabic page shows it instead). */
  display_name_ar: ColumnType<string | null, string | null | undefined, string | null>;
  game_name: string;
  game_code: string;
  vassalage: string;
  game_type: string;
  game_classify: string | null;
  /** 'game-…': the icon the server draws at API.gameIcon. */
  icon_key: string;
  is_hot: Generated<boolean>;
  is_game: Generated<IsGame>;
  /** 0 = a free trial is offered (spec 3). */
  support_play: Generated<number>;
  account_type_name: string;
  sort: Generated<number>;
  is_new: Generated<boolean>;
  /** False: the operator hid the game from the lobby (0039). */
  enabled: Generated<boolean>;
  /** One game under maintenance while its vendor is not (0039). */
  maintenance: Generated<boolean>;
  /** What the lobby says of the game's own maintenance, and when it is planned to end (0044). */
  maintenance_message: Generated<string | null>;
  maintenance_until: Generated<Date | null>;
}
