import type { Kysely } from 'kysely';
import type { BannerRow, Database } from '../../db/schema.ts';

export function createBannerRepository(db: Kysely<Database>) {
  return {
    /** A group's banners whose window holds `at` (end null: no end), in their order. */
    async activeBanners(merchantCode: string, groupName: string, at: number): Promise<BannerRow[]> {
      return db
        .selectFrom('banners')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('group_name', '=', groupName)
        .where('start_at', '<=', at)
        .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', at)]))
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    /** For the artwork, which has no tenant: any merchant's banner by id. */
    async bannerById(id: number): Promise<Pick<BannerRow, 'id' | 'title' | 'group_name'> | undefined> {
      return db.selectFrom('banners').select(['id', 'title', 'group_name']).where('id', '=', id).executeTakeFirst();
    },
  };
}

export type BannerRepository = ReturnType<typeof createBannerRepository>;
