import type { Knex } from 'knex';
import * as accounts from './20261121120000_accounts';
import * as ratings from './20261121130000_ratings';
import * as community from './20261123120000_community';
import * as billing from './20261123110000_billing';
import * as styling from './20261123140000_styling';
import * as chat from './20261123150000_chat';
import * as userRatingCounters from './20261123160000_user_rating_counters';
import * as notifications from './20261123130000_notifications';
import * as ratingContentHashIndex from './20261123183001_rating_content_hash_index';
import * as accountExports from './20261123183002_account_exports';
import * as trendInsightLanguage from './20261123210000_trend_insight_language';
import * as userChangeNotifications from './20261123220000_user_change_notifications';
import * as abuseProofLedgers from './20261126190000_abuse_proof_ledgers';
// the model's own score beside the blended one
import * as ratingModelScore from './20261126190322_rating_model_score';
import * as publicHandles from './20261126193000_public_handles';
import * as userAddressForm from './20261126220000_user_address_form';
import * as closetItems from './20261126221000_closet_items';
import * as accountExportStage from './20261127050000_account_export_stage';
import * as closetItemLowerKind from './20261127081500_closet_item_lower_kind';

export interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Every migration, oldest first. Listed statically (not read from a folder)
 * so the same list works from TypeScript sources and from the bundled build.
 * File names are timestamped; never rename one that has shipped.
 */
export const migrations: ReadonlyArray<readonly [name: string, migration: Migration]> = [
  ['20261121120000_accounts', accounts],
  ['20261121130000_ratings', ratings],
  ['20261123110000_billing', billing],
  ['20261123120000_community', community],
  ['20261123130000_notifications', notifications],
  ['20261123140000_styling', styling],
  ['20261123150000_chat', chat],
  ['20261123160000_user_rating_counters', userRatingCounters],
  ['20261123183001_rating_content_hash_index', ratingContentHashIndex],
  ['20261123183002_account_exports', accountExports],
  ['20261123210000_trend_insight_language', trendInsightLanguage],
  ['20261123220000_user_change_notifications', userChangeNotifications],
  ['20261126190000_abuse_proof_ledgers', abuseProofLedgers],
  // the model's own score beside the blended one
  ['20261126190322_rating_model_score', ratingModelScore],
  ['20261126193000_public_handles', publicHandles],
  ['20261126220000_user_address_form', userAddressForm],
  ['20261126221000_closet_items', closetItems],
  ['20261127050000_account_export_stage', accountExportStage],
  ['20261127081500_closet_item_lower_kind', closetItemLowerKind],
];
export { USER_CHANGED_CHANNEL } from './20261123220000_user_change_notifications';
