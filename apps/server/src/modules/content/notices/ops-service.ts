import type { ConsoleAnnouncement, ConsoleAnnouncementCreate, ConsoleAnnouncementPatch } from '@lobby/contract';
import type { MerchantService, ResolvedMerchant } from '../../../core/merchants/service.ts';
import { AppError } from '../../../lib/app-error.ts';
import { merchantTexts } from '../../../lib/localized-texts.ts';
import type { AnnouncementOpsRepository, ConsoleAnnouncementRecord } from './ops-repository.ts';

function view(r: ConsoleAnnouncementRecord): ConsoleAnnouncement {
  return {
    id: r.id,
    merchant: r.merchantCode,
    titles: Object.fromEntries(Object.entries(r.texts).map(([l, t]) => [l, t.title])),
    bodies: Object.fromEntries(Object.entries(r.texts).map(([l, t]) => [l, t.content])),
    startAt: r.startAt === 0 ? null : r.startAt,
    endAt: r.endAt,
    published: r.published,
    popup: r.popup,
    updatedAt: r.updatedAt,
  };
}

function invalid(message: string): AppError {
  return new AppError('request.invalid', { message });
}

/** The operator's announcements of a merchant: checked against its languages, written to the player's rows. */
export function createAnnouncementOpsService(deps: { repository: AnnouncementOpsRepository; merchants: MerchantService; now: () => number }) {
  const { repository, merchants, now } = deps;

  async function merchantOf(code: string): Promise<ResolvedMerchant> {
    const m = await merchants.byCode(code);
    if (!m) throw new AppError('request.not.found', { message: `No merchant ${code}.` });
    return m;
  }

  function windowOf(startAt: number | null, endAt: number | null): { startAt: number; endAt: number | null } {
    if (startAt !== null && endAt !== null && endAt <= startAt) throw invalid('endAt must be after startAt.');
    return { startAt: startAt ?? 0, endAt };
  }

  async function found(merchantCode: string, id: number): Promise<ConsoleAnnouncementRecord> {
    const r = await repository.get(merchantCode, id);
    if (!r) throw new AppError('announcement.not.found');
    return r;
  }

  return {
    async list(merchantCode: string): Promise<{ list: ConsoleAnnouncement[] }> {
      await merchantOf(merchantCode);
      return { list: (await repository.list(merchantCode)).map(view) };
    },

    /** One announcement as the console shows it (the audit log's "before"). */
    async get(merchantCode: string, id: number): Promise<ConsoleAnnouncement> {
      const m = await merchantOf(merchantCode);
      return view(await found(m.code, id));
    },

    async create(merchantCode: string, body: ConsoleAnnouncementCreate): Promise<ConsoleAnnouncement> {
      const m = await merchantOf(merchantCode);
      const texts = merchantTexts(m, body.titles, body.bodies);
      const window = windowOf(body.startAt ?? null, body.endAt ?? null);
      const id = await repository.create(m.code, { ...window, texts, published: body.published, popup: body.popup }, now());
      return view(await found(m.code, id));
    },

    async update(merchantCode: string, id: number, patch: ConsoleAnnouncementPatch): Promise<ConsoleAnnouncement> {
      const m = await merchantOf(merchantCode);
      const current = await found(m.code, id);
      const currentTitles = Object.fromEntries(Object.entries(current.texts).map(([l, t]) => [l, t.title]));
      const currentBodies = Object.fromEntries(Object.entries(current.texts).map(([l, t]) => [l, t.content]));
      const titles = patch.titles ?? currentTitles;
      // New titles keep the stored bodies of the languages they still have, unless new bodies come too.
      const bodies = {
        ...Object.fromEntries(Object.entries(currentBodies).filter(([l]) => l in titles)),
        ...(patch.bodies ?? {}),
      };
      const texts = merchantTexts(m, titles, bodies);
      const window = windowOf(
        patch.startAt !== undefined ? patch.startAt : current.startAt === 0 ? null : current.startAt,
        patch.endAt !== undefined ? patch.endAt : current.endAt,
      );
      const updated = await repository.update(
        m.code,
        id,
        { ...window, texts, published: patch.published ?? current.published, popup: patch.popup ?? current.popup },
        now(),
      );
      if (!updated) throw new AppError('announcement.not.found');
      return view(await found(m.code, id));
    },

    async remove(merchantCode: string, id: number): Promise<void> {
      const m = await merchantOf(merchantCode);
      if (!(await repository.remove(m.code, id))) throw new AppError('announcement.not.found');
    },
  };
}

export type AnnouncementOpsService = ReturnType<typeof createAnnouncementOpsService>;
