import { Model } from 'objection';

/** Shared model settings; queries always receive their knex/transaction explicitly (`Model.query(db)`). */
export class BaseModel extends Model {
  static override useLimitInFirst = true;
}
