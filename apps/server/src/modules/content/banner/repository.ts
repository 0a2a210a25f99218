import type { Language } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { BannerRow, Database } from '../../../db/schema.ts';

export function createBannerRepository(db: Kysely<Database>) {
  return {
    /**
     * A group's banners whose window holds `at` (end null: no end), in their order, each with its title in
     * `language` where it has one (else the row's own title).
     */
    async activeBanners(merchantCode: string, groupName: string, at: number, language: Language): Promise<BannerRow[]> {
      return db
        .selectFrom('banners as b')
        .leftJoin('banner_texts as t', (join) => join.onRef('t.banner_id', '=', 'b.id').on('t.language', '=', language))
        .select(['b.id', 'b.merchant_code', 'b.group_name', 'b.image_url', 'b.link', 'b.sort', 'b.start_at', 'b.end_at'])
        .select((eb) => eb.fn.coalesce('t.title', 'b.title').as('title'))
        .where('b.merchant_code', '=', merchantCode)
        .where('b.group_name', '=', groupName)
        .where('b.start_at', '<=', at)
        .where((eb) => eb.or([eb('b.end_at', 'is', null), eb('b.end_at', '>', at)]))
        .orderBy('b.sort')
        .orderBy('b.id')
        .execute();
    },

    /** For the artwork, which has no tenant: any merchant's banner by id, titled in `language` where it can be. */
    async bannerById(id: number, language: Language): Promise<Pick<BannerRow, 'id' | 'title' | 'group_name'> | undefined> {
      return db
        .selectFrom('banners as b')
        .leftJoin('banner_texts as t', (join) => join.onRef('t.banner_id', '=', 'b.id').on('t.language', '=', language))
        .select(['b.id', 'b.group_name'])
        .select((eb) => eb.fn.coalesce('t.title', 'b.title').as('title'))
        .where('b.id', '=', id)
        .executeTakeFirst();
    },
  };
}

export type BannerRepository = ReturnType<typeof createBannerRepository>;
