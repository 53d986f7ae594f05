import type { Knex } from 'knex';

/**
 * The closet of garments, beside the closet of outfits in folders: the pieces the engine cut out of a
 * rated photo (waiting for the member's confirmation), the items a member owns, and the wear log.
 * A member keeps at most 1000 items: a trigger counts them under a per-member lock, so two uploads
 * at once cannot both pass the limit.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('garment_extractions', (t) => {
    t.uuid('rating_id').primary().references('ratings.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('status', 16).notNullable().defaultTo('queued');
    t.string('stage', 16).notNullable().defaultTo('queued');
    /** The pieces seen: [{piece, category, colours, formality, seasons, occasions, confidence, name}], files under garments/<ratingId>/. */
    t.jsonb('garments').notNullable().defaultTo('[]');
    t.string('error_code', 40);
    t.text('error_message');
    t.integer('engine_ms');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('completed_at', { useTz: true });
    t.check(`status in ('queued','processing','done','failed')`, [], 'garment_extractions_status_check');
  });

  await knex.schema.createTable('closet_items', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('name', 60).notNullable();
    t.string('category', 16).notNullable();
    t.specificType('colours', 'text[]').notNullable().defaultTo('{}');
    t.string('formality', 16).notNullable();
    t.specificType('seasons', 'text[]').notNullable().defaultTo('{}');
    t.specificType('occasions', 'text[]').notNullable().defaultTo('{}');
    t.decimal('price', 12, 2);
    t.string('source', 8).notNullable();
    /** The rated photo it was cut from (null for an upload, or once that rating is deleted: the item stays). */
    t.uuid('source_rating_id').references('ratings.id').onDelete('SET NULL');
    t.string('source_piece', 16);
    /** Storage keys: the cut-out shown, the photo crop it is cut from, the mask as extracted and as the member fixed it. */
    t.text('image_key').notNullable();
    t.text('source_image_key').notNullable();
    t.text('original_mask_key').notNullable();
    t.text('mask_key').notNullable();
    /** Bumped on each re-cut, so the image URL changes and no cache shows the old cut-out. */
    t.integer('image_version').notNullable().defaultTo(1);
    t.integer('times_worn').notNullable().defaultTo(0);
    t.date('last_worn_on');
    // Milliseconds, as the list cursor carries them (a JS date): a finer stamp would make a page skip a row.
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.raw(`date_trunc('milliseconds', now())`));
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`category in ('top','bottom','one-piece','outerwear','footwear','accessory')`, [], 'closet_items_category_check');
    t.check(`price is null or price >= 0`, [], 'closet_items_price_check');
    t.check(`cardinality(colours) <= 4`, [], 'closet_items_colours_check');
  });
  // Listing: newest first per member, keyset (created_at, id); a piece of a rating is added once.
  await knex.raw('create index closet_items_owner_created on closet_items (user_id, created_at desc, id desc)');
  await knex.raw('create index closet_items_owner_category on closet_items (user_id, category, created_at desc, id desc)');
  await knex.raw('create index closet_items_colours on closet_items using gin (colours)');
  await knex.raw('create unique index closet_items_rating_piece on closet_items (user_id, source_rating_id, source_piece) where source_rating_id is not null');
  await knex.raw(`
    create function closet_items_cap() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_xact_lock(hashtext('closet_items:' || new.user_id::text));
      if (select count(*) from closet_items where user_id = new.user_id) >= 1000 then
        raise exception 'closet is full' using errcode = 'P0001', constraint = 'closet_items_cap';
      end if;
      return new;
    end $$`);
  await knex.raw('create trigger closet_items_cap before insert on closet_items for each row execute function closet_items_cap()');

  await knex.schema.createTable('closet_wears', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.date('worn_on').notNullable();
    /** What was worn: a rated outfit, a generated look, or one item; `look_key` names the combination. */
    t.uuid('rating_id').references('ratings.id').onDelete('SET NULL');
    t.uuid('styling_request_id').references('styling_requests.id').onDelete('SET NULL');
    t.string('look_key', 200).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'worn_on', 'look_key']);
    t.index(['user_id', 'worn_on']);
  });
  await knex.schema.createTable('closet_wear_items', (t) => {
    t.uuid('wear_id').notNullable().references('closet_wears.id').onDelete('CASCADE');
    t.uuid('item_id').notNullable().references('closet_items.id').onDelete('CASCADE');
    t.primary(['wear_id', 'item_id']);
    t.index(['item_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('closet_wear_items');
  await knex.schema.dropTableIfExists('closet_wears');
  await knex.raw('drop trigger if exists closet_items_cap on closet_items');
  await knex.schema.dropTableIfExists('closet_items');
  await knex.raw('drop function if exists closet_items_cap()');
  await knex.schema.dropTableIfExists('garment_extractions');
}
